// The panel's runtime configuration (/config.json beside index.html): where it calls the API and opens
// the live socket. The same build serves any compatible API; empty values mean the panel's own origin.
export type RuntimeConfig = {
  /** The origin (and path prefix, if any) under which `/v1/api` lives, without a trailing slash. */
  apiBase: string;
  /** The live socket's address (`ws(s)://host/v1/ws`); empty: the API base's /v1/ws. */
  socketUrl: string;
};

/** Reads a fetched config leniently: anything missing or malformed falls back to the panel's origin. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (key: string, pattern: RegExp) => {
    const item = record[key];
    return typeof item === 'string' && pattern.test(item) ? item.replace(/\/+$/, '') : '';
  };
  return {
    apiBase: text('apiBase', /^https?:\/\/[^/\s]+(\/\S*)?$/),
    socketUrl: text('socketUrl', /^wss?:\/\/[^/\s]+(\/\S*)?$/),
  };
}

/** The address of a call's path under the API base (`origin` is the panel's own, used when empty). */
export function apiUrl(config: RuntimeConfig, origin: string, path: string, version: 1 | 2 = 1): string {
  return `${config.apiBase || origin}/v${version}/api/${path}`;
}

/** The live socket's address for a token. */
export function socketUrl(config: RuntimeConfig, origin: string, token: string): string {
  const base = config.socketUrl || `${(config.apiBase || origin).replace(/^http/, 'ws')}/v1/ws`;
  return `${base}?token=${encodeURIComponent(token)}`;
}
