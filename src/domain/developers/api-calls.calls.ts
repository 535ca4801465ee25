// The API-call log: what the account's programs asked with its API keys and what they were answered.
// Read with a logged-in person's token (a key does not read the log it writes).
import { defineCall } from '../core/call.ts';
import { ApiCallItemSchema, ApiCallListQuerySchema, ApiCallSchema } from './api-calls.schema.ts';

const tag = 'developers';

export const apiCallListCall = defineCall({
  method: 'get',
  path: 'developers/api_calls',
  title: 'فهرست فراخوانی‌های وب‌سرویس',
  summary: 'Calls made with the account’s API keys in the last 30 days, newest first',
  origin: { designed: 'The developers screen lists every call made with a key, filtered and paged.' },
  tag,
  auth: 'token',
  permission: 'developers.logs',
  query: ApiCallListQuerySchema,
  list: ApiCallItemSchema,
});

export const apiCallShowCall = defineCall({
  method: 'get',
  path: 'developers/api_calls/{call_id}',
  title: 'مشاهده فراخوانی وب‌سرویس',
  summary: 'One recorded call with its request and answer, secrets masked',
  origin: { designed: 'A call of the log opens with both bodies, to copy as cURL.' },
  tag,
  auth: 'token',
  permission: 'developers.logs',
  data: ApiCallSchema,
  errors: { 404: 'No such call of this account' },
});
