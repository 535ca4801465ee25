// The calls the server declares in its own OpenAPI document, read for the tests that feed every one of
// them input: a call declared tomorrow is covered the day it is declared.

export type Json = Record<string, unknown>;
export type Operation = {
  method: string;
  path: string;
  /** The JSON body's schema, when the call takes one. */
  body?: Json;
  query: Json[];
  pathParams: Json[];
};

export async function declaredOperations(serverUrl: string): Promise<Operation[]> {
  const document = (await (await fetch(`${serverUrl}/v1/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, Json>>;
  };
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method !== 'servers' && method !== 'parameters')
      .map(([method, operation]) => {
        const content = (operation.requestBody as Json | undefined)?.content as
          | Record<string, Json>
          | undefined;
        const body = content?.['application/json']?.schema as Json | undefined;
        const parameters = (operation.parameters ?? []) as Json[];
        return {
          method,
          path,
          query: parameters.filter((p) => p.in === 'query'),
          pathParams: parameters.filter((p) => p.in === 'path'),
          ...(body ? { body } : {}),
        };
      }),
  );
  // Logging out ends the token the others use: it goes last.
  return operations.sort((a, b) => Number(isLogout(a)) - Number(isLogout(b)));
}

export const isLogout = (op: Operation) => op.path.endsWith('/logout');

/** A /v2/api call is listed by its whole path; the others under /v1/api. */
export const callUrl = (serverUrl: string, path: string) =>
  path.startsWith('/v2/api/') ? `${serverUrl}${path}` : `${serverUrl}/v1/api${path}`;

/** Technical words a Persian message may hold in Latin letters (file types, UTM, QR, IP). */
const LATIN_ALLOWED = new Set([
  'IP',
  'JPG',
  'PNG',
  'GIF',
  'PDF',
  'txt',
  'xlsx',
  'xls',
  'csv',
  'UTM',
  'QR',
  'API',
  'SMS',
]);
const PERSIAN_LETTER = /[\u0600-\u06FF]/;

/** Why a text a user may read is not Persian, or null when it is. */
export function notPersian(text: unknown): string | null {
  if (typeof text !== 'string' || !PERSIAN_LETTER.test(text)) return `not Persian: ${JSON.stringify(text)}`;
  // A single capital is a spreadsheet's column letter ("ستون B").
  const latin = (text.match(/[A-Za-z]+/g) ?? []).filter(
    (word) => !LATIN_ALLOWED.has(word) && !/^[A-Z]$/.test(word),
  );
  return latin.length > 0 ? `English in ${JSON.stringify(text)}` : null;
}

/** The property names of a JSON Schema, through the variants of a union. */
export function propertiesOf(schema: Json | undefined): Record<string, Json> {
  if (!schema) return {};
  const own = (schema.properties ?? {}) as Record<string, Json>;
  const variants = [
    ...((schema.anyOf ?? []) as Json[]),
    ...((schema.oneOf ?? []) as Json[]),
    ...((schema.allOf ?? []) as Json[]),
  ];
  return Object.assign({}, ...variants.map(propertiesOf), own);
}
