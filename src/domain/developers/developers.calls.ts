// The account's API keys. Managing keys takes a logged-in person's token: a key never makes, shows or
// deletes keys. The published API names these calls but does not document them: designed in its style.

import { defineCall } from '../core/call.ts';
import {
  ApiKeyIdSchema,
  ApiKeyItemSchema,
  ApiKeyListQuerySchema,
  ApiKeyOtpSchema,
  ApiKeySchema,
  ApiKeyShownSchema,
  ApiKeyShowSchema,
} from './developers.schema.ts';

const tag = 'developers';

export const apiKeyListCall = defineCall({
  method: 'get',
  path: 'acl/api_key/list',
  title: 'فهرست کلیدهای وب‌سرویس',
  summary: "The account's API keys, newest first, each key masked",
  origin: { designed: 'The developers screen lists keys with title, masked key, allowed IPs and use.' },
  tag,
  auth: 'token',
  permission: 'developers.keys',
  query: ApiKeyListQuerySchema,
  list: ApiKeyItemSchema,
});

export const apiKeyCreateCall = defineCall({
  method: 'post',
  path: 'acl/api_key/create',
  title: 'ساخت کلید وب‌سرویس',
  summary: 'Make an API key; the answer holds the whole key, shown this once',
  origin: { designed: 'A key is made with a title and the IP addresses it may be used from.' },
  tag,
  auth: 'token',
  permission: 'developers.keys',
  body: ApiKeySchema,
  data: ApiKeyShownSchema,
  errors: { 201: 'Made' },
});

export const apiKeyOtpCall = defineCall({
  method: 'post',
  path: 'acl/api_key/otp',
  title: 'ارسال کد نمایش کلید وب‌سرویس',
  summary: "Send a code to the account's mobile, to show a key again",
  origin: { designed: 'Showing a key again is confirmed with a code sent by SMS to the owner.' },
  tag,
  auth: 'token',
  permission: 'developers.keys',
  body: ApiKeyIdSchema,
  data: ApiKeyOtpSchema,
  errors: { 404: 'No such key of this account', 429: 'A code was sent a moment ago' },
});

export const apiKeyShowCall = defineCall({
  method: 'post',
  path: 'acl/api_key/show',
  title: 'نمایش کلید وب‌سرویس',
  summary: 'The whole key, with the code sent for it',
  origin: { designed: 'The key is answered whole only with the code acl/api_key/otp sent.' },
  tag,
  auth: 'token',
  permission: 'developers.keys',
  body: ApiKeyShowSchema,
  data: ApiKeyShownSchema,
  errors: { 401: 'The code is wrong, used or expired', 404: 'No such key of this account' },
});

export const apiKeyDeleteCall = defineCall({
  method: 'post',
  path: 'acl/api_key/delete',
  title: 'حذف کلید وب‌سرویس',
  summary: 'Delete an API key; calls made with it are refused from then on',
  origin: { designed: 'A key is deleted by id.' },
  tag,
  auth: 'token',
  permission: 'developers.keys',
  body: ApiKeyIdSchema,
  errors: { 404: 'No such key of this account' },
});
