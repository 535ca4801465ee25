// Webhooks: the account's endpoints, their delivery log, a test event and sending an event again.
// Managed with a logged-in person's token.
import { defineCall } from '../core/call.ts';
import {
  WebhookAttemptListQuerySchema,
  WebhookAttemptSchema,
  WebhookCreateSchema,
  WebhookEndpointSchema,
  WebhookIdSchema,
  WebhookListQuerySchema,
  WebhookResendSchema,
  WebhookUpdateSchema,
} from './webhooks.schema.ts';

const tag = 'developers';
const permission = 'developers.webhooks';

export const webhookListCall = defineCall({
  method: 'get',
  path: 'developers/webhooks',
  title: 'فهرست نشانی‌های وب‌هوک',
  summary: 'The account’s webhook endpoints, newest first, with their signing secrets',
  origin: { designed: 'The developers screen lists the endpoints events are pushed to.' },
  tag,
  auth: 'token',
  permission,
  query: WebhookListQuerySchema,
  list: WebhookEndpointSchema,
});

export const webhookCreateCall = defineCall({
  method: 'post',
  path: 'developers/webhooks/create',
  title: 'ثبت نشانی وب‌هوک',
  summary: 'Register an endpoint for some events; an address on a private network is refused',
  origin: { designed: 'An endpoint is an https URL and the events it takes.' },
  tag,
  auth: 'token',
  permission,
  body: WebhookCreateSchema,
  data: WebhookEndpointSchema,
  errors: { 201: 'Made', 422: 'A bad or private address, or no events' },
});

export const webhookUpdateCall = defineCall({
  method: 'post',
  path: 'developers/webhooks/update',
  title: 'ویرایش نشانی وب‌هوک',
  summary: 'Change an endpoint’s URL or events, or turn it off or on again',
  origin: { designed: 'An endpoint turned off after a day of failures is turned on here.' },
  tag,
  auth: 'token',
  permission,
  body: WebhookUpdateSchema,
  data: WebhookEndpointSchema,
  errors: { 404: 'No such endpoint of this account' },
});

export const webhookDeleteCall = defineCall({
  method: 'post',
  path: 'developers/webhooks/delete',
  title: 'حذف نشانی وب‌هوک',
  summary: 'Delete an endpoint and the events owed to it',
  origin: { designed: 'An endpoint is deleted by id.' },
  tag,
  auth: 'token',
  permission,
  body: WebhookIdSchema,
  errors: { 404: 'No such endpoint of this account' },
});

export const webhookTestCall = defineCall({
  method: 'post',
  path: 'developers/webhooks/test',
  title: 'ارسال رویداد آزمایشی وب‌هوک',
  summary: 'Queue a test event (webhook.test) to an endpoint',
  origin: { designed: 'A customer checks their receiver with a test event.' },
  tag,
  auth: 'token',
  permission,
  body: WebhookIdSchema,
  errors: { 404: 'No such endpoint of this account' },
});

export const webhookResendCall = defineCall({
  method: 'post',
  path: 'developers/webhooks/resend',
  title: 'ارسال دوبارهٔ رویداد وب‌هوک',
  summary: 'Send one event to an endpoint again, with its own event id',
  origin: { designed: 'The delivery log sends one event again.' },
  tag,
  auth: 'token',
  permission,
  body: WebhookResendSchema,
  errors: { 404: 'No such endpoint or event of this account' },
});

export const webhookAttemptListCall = defineCall({
  method: 'get',
  path: 'developers/webhooks/{endpoint_id}/attempts',
  title: 'گزارش تحویل وب‌هوک',
  summary: 'An endpoint’s delivery log: every attempt, newest first',
  origin: { designed: 'Each attempt with its time, status, duration and the answer cut at 1 KB.' },
  tag,
  auth: 'token',
  permission,
  query: WebhookAttemptListQuerySchema,
  list: WebhookAttemptSchema,
  errors: { 404: 'No such endpoint of this account' },
});
