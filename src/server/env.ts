// The environment is parsed once at boot; nothing else reads process.env (STYLE.md).
import * as v from 'valibot';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.transform(Number),
  v.integer('PORT must be a whole number'),
  v.minValue(0, 'PORT must be 0..65535'),
  v.maxValue(65535, 'PORT must be 0..65535'),
);

const Flag = v.pipe(
  v.optional(v.picklist(['0', '1', 'true', 'false', 'yes', 'no', '']), ''),
  v.transform((value) => ['1', 'true', 'yes'].includes(value)),
);

export const EnvSchema = v.object({
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url('DATABASE_URL must be a postgres:// URL'))),
  PANEL_DIR: v.optional(v.string(), './dist/panel'),
  // Start without the demo account and its data.
  PAYAMAK_EMPTY: Flag,
  LOG_LEVEL: v.optional(v.picklist(['silent', 'error', 'info']), 'info'),
  // The send map's raster tiles, an XYZ template such as https://tiles.example.ir/{z}/{x}/{y}.png;
  // without it the map shows its bundled outlines of Iran and its provinces only.
  MAP_TILE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/\s]+\/\S*$/, 'MAP_TILE_URL must be an http(s) URL'),
      v.check(
        (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
        'MAP_TILE_URL must hold {z}, {x} and {y}',
      ),
    ),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = v.safeParse(EnvSchema, source);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  throw new Error(`Bad configuration:\n${lines.join('\n')}`);
}
