// UTM link tracking: short links for the links of an SMS, counted per click.

import { defineCall } from '../core/call.ts';
import {
  LinkTrackerCreateSchema,
  LinkTrackerListQuerySchema,
  TrackedLinkSchema,
} from './link-tracker.schema.ts';

const tag = 'send';
const origin = {
  designed: 'Link tracking is a plan feature of this panel; the published API has no call for it.',
};
const planRefusal = 'The account’s plan does not include UTM link tracking (message_code 403-6)';

export const trackLinkCall = defineCall({
  method: 'post',
  path: 'panel/link_tracker',
  title: 'ساخت پیوند ردیابی',
  summary: 'Track a link: answers its short link with UTM parameters (the same link again answers the same)',
  origin,
  tag,
  auth: 'token',
  permission: 'send.sms',
  feature: 'link_tracker',
  body: LinkTrackerCreateSchema,
  data: TrackedLinkSchema,
  errors: { 201: 'Created', 403: planRefusal },
});

export const trackedLinkListCall = defineCall({
  method: 'get',
  path: 'panel/link_tracker',
  title: 'فهرست پیوندهای ردیابی',
  summary: "The user's tracked links with their clicks, newest first",
  origin,
  tag,
  auth: 'token',
  permission: 'send.sms',
  feature: 'link_tracker',
  query: LinkTrackerListQuerySchema,
  list: TrackedLinkSchema,
  errors: { 403: planRefusal },
});
