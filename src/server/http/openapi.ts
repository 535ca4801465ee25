// The OpenAPI 3.1 document, generated from the call declarations and their valibot schemas (no second
// description to drift): request bodies and queries as JSON Schema 2020-12, the envelope around every
// answer, and where each call comes from (the published API's documentation, or our own design).
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { type CallSpec, callStanding, pathParamNames } from '../../domain/core/call.ts';
import { DIFFERENCES_EVERYWHERE } from '../../domain/core/published-differences.ts';

type Json = Record<string, unknown>;

const jsonSchema = (schema: v.GenericSchema): Json => {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'ignore',
  }) as Json;
  return rest;
};

const outputSchema = (schema: v.GenericSchema): Json => {
  const { $schema: _drop, ...rest } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'output',
    errorMode: 'ignore',
  }) as Json;
  return rest;
};

/**
 * Where a call stands against the published API, in words: as documented (its pages), documented with
 * the differences stated, or designed here and why.
 */
export function originText(origin: CallSpec['origin']): string {
  if (!('documented' in origin)) return `Designed here (not in the published API): ${origin.designed}`;
  const pages = [origin.documented, ...(origin.also ?? [])].join(', ');
  const differences = origin.differences ?? [];
  if (differences.length === 0) return `As documented by the published API (${pages}).`;
  return `Documented by the published API (${pages}), with these differences: ${differences
    .map((d) => `${d.field}: ${d.what}`)
    .join(' ')}`;
}

const envelope = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
});

function queryParameters(schema: v.GenericSchema) {
  const properties = (jsonSchema(schema).properties ?? {}) as Record<string, Json>;
  const required = new Set((jsonSchema(schema).required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The path's parameters, each one segment of text the URL must have. */
const pathParameters = (path: string) =>
  pathParamNames(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

const listMetaSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['current_page', 'from', 'last_page', 'per_page', 'to', 'total'].map((k) => [
      k,
      { type: ['integer', 'null'] },
    ]),
  ),
};

function successSchema(call: CallSpec): Json {
  if (call.list)
    return {
      allOf: [
        { $ref: '#/components/schemas/Envelope' },
        {
          type: 'object',
          properties: {
            data: { type: 'array', items: outputSchema(call.list) },
            meta: {
              ...listMetaSchema,
              properties: { ...listMetaSchema.properties, path: { type: 'string' } },
            },
          },
        },
      ],
    };
  if (call.data)
    return {
      allOf: [
        { $ref: '#/components/schemas/Envelope' },
        { type: 'object', properties: { data: outputSchema(call.data) } },
      ],
    };
  return { $ref: '#/components/schemas/Envelope' };
}

function operation(call: CallSpec) {
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Success, in the envelope',
      content: { 'application/json': { schema: successSchema(call) } },
    },
  };
  if (call.auth !== 'none')
    responses['401'] = envelope(
      'Missing, unknown or revoked token or key (message_code 400-1, errors {}); a session past its lifetime: 401-1',
    );
  if (call.permission) responses['403'] = envelope("The colleague's role forbids it (message_code 403-8)");
  if (call.body || call.query)
    responses['422'] = envelope('Invalid input (message_code 400-2): meta.errors per field, in Persian');
  if (call.body) responses['400'] = envelope('Malformed JSON');
  if (call.budget)
    responses['429'] = envelope(
      `Over the caller's ${call.budget} budget (message_code 429-1); Retry-After says in how many seconds to retry`,
    );
  for (const [status, description] of Object.entries(call.errors ?? {}))
    responses[status] = envelope(description);
  const standing = callStanding(call.origin);
  const body = call.bodyForms ? jsonSchema(call.bodyForms) : call.body ? jsonSchema(call.body) : undefined;
  const parameters = [...pathParameters(call.path), ...(call.query ? queryParameters(call.query) : [])];
  return {
    operationId: `${call.method}_${call.version === 2 ? 'v2_' : ''}${call.path.replace(/[^a-z0-9]+/gi, '_')}`,
    summary: call.title,
    description: `${call.summary}\n\n${originText(call.origin)}`,
    'x-standing': standing,
    ...('documented' in call.origin
      ? {
          'x-documented': [call.origin.documented, ...(call.origin.also ?? [])],
          ...(call.origin.differences ? { 'x-differences': call.origin.differences } : {}),
        }
      : {}),
    tags: [call.tag],
    security: call.auth === 'none' ? [] : [{ token: [] }],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: body },
              ...(call.multipart ? { 'multipart/form-data': { schema: body } } : {}),
            },
          },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(calls: readonly CallSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    // A /v2/api call is listed by its whole path, with a server of its own: the same path may be a
    // /v1/api call too.
    const path = call.version === 2 ? `/v2/api/${call.path}` : `/${call.path}`;
    paths[path] = {
      ...paths[path],
      ...(call.version === 2 ? { servers: [{ url: '/' }] } : {}),
      [call.method]: operation(call),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payamak reference API',
      version: '1.0.0',
      description:
        'The API the Payamak panel talks to, speaking the calls of the published SMS platform API where it documents ' +
        'them. Every answer is { data, meta: { status, message, message_code, message_parameters, errors? } }; a list ' +
        'answers data: [...] with current_page, from, last_page, path, per_page, to and total in meta. ' +
        'The live channel is a WebSocket at /v1/ws?token=… (client sends "9" every 5 s; server sends JSON with an event field). ' +
        `Each operation says whether it is as the published API documents it, documented with the differences it lists, or designed here. For every call: ${DIFFERENCES_EVERYWHERE.join(' ')}`,
    },
    servers: [{ url: '/v1/api' }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The raw token or API key, no prefix',
        },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['data', 'meta'],
          properties: {
            data: {},
            meta: {
              type: 'object',
              required: ['status', 'message', 'message_code', 'message_parameters'],
              properties: {
                status: { type: 'boolean' },
                message: { type: 'string' },
                message_code: { type: 'string' },
                message_parameters: { type: 'array' },
                errors: {
                  type: 'object',
                  additionalProperties: { type: 'array', items: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
    paths,
  };
}
