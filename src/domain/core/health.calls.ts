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

export const openApiCall = defineCall({
  method: 'get',
  path: 'openapi.json',
  title: 'سند وب‌سرویس',
  summary: 'This document',
  origin,
  tag,
  auth: 'none',
});
