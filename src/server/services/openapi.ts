// The OpenAPI 3.1 document, generated from the calls' own valibot schemas (no second description to
// drift): request bodies and queries as JSON Schema 2020-12, the envelope around every answer.
import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import type { ApiCall } from './api-call.ts';

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

function operation(call: ApiCall) {
  const success = call.data
    ? {
        description: 'Success, in the envelope',
        content: {
          'application/json': {
            schema: {
              allOf: [
                { $ref: '#/components/schemas/Envelope' },
                { type: 'object', properties: { data: outputSchema(call.data) } },
              ],
            },
          },
        },
      }
    : envelope('Success, in the envelope');
  const responses: Record<string, unknown> = { '200': success };
  if (call.auth) responses['401'] = envelope('Missing, unknown or revoked token');
  if (call.body || call.query)
    responses['422'] = envelope('Invalid input: meta.errors per field, in Persian');
  if (call.body) responses['400'] = envelope('Malformed JSON');
  for (const [status, description] of Object.entries(call.errors ?? {}))
    responses[status] = envelope(description);
  return {
    operationId: `${call.method}${call.path.replace(/[^a-z0-9]+/gi, '_')}`,
    summary: call.summary,
    tags: [call.tag],
    security: call.auth ? [{ token: [] }] : [],
    ...(call.query ? { parameters: queryParameters(call.query) } : {}),
    ...(call.body
      ? {
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(call.body) } } },
        }
      : {}),
    responses,
  };
}

export function openApiDocument(calls: ApiCall[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    paths[call.path] = { ...paths[call.path], [call.method]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Payamak reference API',
      version: '1.0.0',
      description:
        'The API the Payamak panel talks to. Every answer is { data, meta: { message, errors?, message_code? } }. ' +
        'The live channel is a WebSocket at /v1/ws?token=… (client sends "9" every 5 s; server sends JSON with an event field).',
    },
    servers: [{ url: '/v1/api' }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The raw token, no prefix',
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
              required: ['message'],
              properties: {
                message: { type: 'string' },
                message_code: { type: 'string' },
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
