// The shape of an answer as a client of the published API parses it: the field names, their nesting
// and their JSON types. A documented field renamed, moved or of another type is a mismatch; fields the
// documentation does not list are allowed (a client ignores them).
export type Shape =
  | 'string'
  | 'number'
  | 'integer'
  | 'boolean'
  | 'null'
  | 'any'
  | { readonly array: Shape }
  | { readonly oneOf: readonly Shape[] }
  | { readonly optional: Shape }
  | { readonly [field: string]: Shape };

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Every place `value` differs from `shape`, as `path: what` lines; empty when it fits. */
export function shapeMismatches(value: unknown, shape: Shape, path = '$'): string[] {
  if (shape === 'any') return [];
  if (shape === 'null') return value === null ? [] : [`${path}: expected null, got ${JSON.stringify(value)}`];
  if (shape === 'string' || shape === 'boolean' || shape === 'number')
    return typeof value === shape ? [] : [`${path}: expected ${shape}, got ${JSON.stringify(value)}`];
  if (shape === 'integer')
    return Number.isInteger(value) ? [] : [`${path}: expected an integer, got ${JSON.stringify(value)}`];
  if ('array' in shape && Object.keys(shape).length === 1) {
    if (!Array.isArray(value)) return [`${path}: expected an array, got ${JSON.stringify(value)}`];
    return value.flatMap((item, i) => shapeMismatches(item, shape.array as Shape, `${path}[${i}]`));
  }
  if ('oneOf' in shape && Object.keys(shape).length === 1) {
    const options = shape.oneOf as readonly Shape[];
    const all = options.map((option) => shapeMismatches(value, option, path));
    return all.some((m) => m.length === 0)
      ? []
      : [`${path}: fits none of its forms (${all.map((m) => m[0]).join(' | ')})`];
  }
  if (!isObject(value)) return [`${path}: expected an object, got ${JSON.stringify(value)}`];
  return Object.entries(shape).flatMap(([field, fieldShape]) => {
    const optional = isObject(fieldShape) && 'optional' in fieldShape && Object.keys(fieldShape).length === 1;
    if (!(field in value)) return optional ? [] : [`${path}.${field}: missing`];
    return shapeMismatches(
      value[field],
      optional ? (fieldShape.optional as Shape) : fieldShape,
      `${path}.${field}`,
    );
  });
}

/** The envelope's meta on every answer, as the published API documents it. */
export const metaShape: Shape = {
  status: 'boolean',
  message: 'string',
  message_code: 'string',
  message_parameters: { array: 'any' },
};

/** The paging in a list answer's meta. */
export const listMetaShape: Shape = {
  ...(metaShape as Record<string, Shape>),
  current_page: 'integer',
  from: { oneOf: ['integer', 'null'] },
  last_page: 'integer',
  per_page: 'integer',
  to: { oneOf: ['integer', 'null'] },
  total: 'integer',
};
