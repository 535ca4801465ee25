// The server's own calls: is it up, and this API's description.
import * as v from 'valibot';
import { defineCall } from './call.ts';

const tag = 'health';
const origin = { designed: 'Operations: not part of the published API.' };

export const healthCall = defineCall({
  method: 'get',
  path: 'health',
  title: 'وضعیت سرویس',
  summary: 'The server and its database answer',
  origin,
  tag,
  auth: 'none',
  data: v.object({
    status: v.literal('ok'),
    database: v.picklist(['pglite', 'postgres']),
    migrations: v.number(),
    time: v.string(),
  }),
});

export const readyCall = defineCall({
  method: 'get',
  path: 'ready',
  title: 'آمادگی سرویس',
  summary:
    'Whether this process takes new requests: a proxy sends it none while it answers 503 (it is shutting down, or its database does not answer)',
  origin,
  tag,
  auth: 'none',
  data: v.object({ status: v.literal('ready') }),
  errors: { 503: 'Shutting down, or the database does not answer (503-1)' },
});

export const openApiCall = defineCall({
  method: 'get',
  path: 'openapi.json',
  title: 'سند وب‌سرویس',
  summary: 'This document',
  origin,
  tag,
  auth: 'none',
});
