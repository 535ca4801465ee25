// The inbox: what people texted to the user's lines. The list is the published API's; reading,
// deleting, the unread count, opening one message and saving the senders as a phonebook are ours,
// in its style. Another user's messages are as unknown as missing ones.

import { defineCall } from '../core/call.ts';
import {
  InboxChangeSchema,
  InboxIdsSchema,
  InboxItemSchema,
  InboxListRequestSchema,
  InboxSendersPhonebookDataSchema,
  InboxSendersPhonebookSchema,
  InboxShowQuerySchema,
  InboxUnreadSchema,
} from './inbox.schema.ts';

const tag = 'inbox';

export const inboxListCall = defineCall({
  method: 'post',
  path: 'report/messages-inbox',
  title: 'فهرست پیام‌های دریافتی',
  summary:
    "The user's received messages, newest first. filters.from_id (documented) keeps those after that id; ours: line (a line number or id), sender (a part of the number, any digit script; 0912 finds +98912…), from_date and to_date (unix seconds, inclusive), text (contained, ی/ي and ک/ك alike), seen (1 read, 0 unread)",
  origin: { documented: 'docs/report/inbox-report.md' },
  tag,
  auth: 'any',
  permission: 'inbox.view',
  body: InboxListRequestSchema,
  list: InboxItemSchema,
});

export const inboxUnreadCall = defineCall({
  method: 'get',
  path: 'report/messages-inbox/unread',
  title: 'تعداد پیام‌های خوانده‌نشده',
  summary: 'How many of the user’s received messages are unread',
  origin: {
    designed:
      'The published API has no count; the panel shows the unread count beside the inbox. A GET under report/messages-inbox answering data.unread.',
  },
  tag,
  auth: 'any',
  permission: 'inbox.view',
  data: InboxUnreadSchema,
});

export const inboxShowCall = defineCall({
  method: 'get',
  path: 'report/messages-inbox/show',
  title: 'مشاهده پیام دریافتی',
  summary: 'One of the user’s received messages by id; opening it marks it read',
  origin: {
    designed:
      'The published API lists messages only; the panel opens one, which reads it. 404 for another user’s id.',
  },
  tag,
  auth: 'any',
  permission: 'inbox.view',
  query: InboxShowQuerySchema,
  data: InboxItemSchema,
  errors: { 404: 'No such message of this user' },
});

export const inboxReadCall = defineCall({
  method: 'post',
  path: 'report/messages-inbox/read',
  title: 'علامت‌گذاری پیام‌ها به‌عنوان خوانده‌شده',
  summary:
    'Mark some of the user’s messages read by id (ids, at most 1000); ids that are not the user’s change nothing. Answers how many changed and how many stay unread',
  origin: {
    designed:
      'The panel calls the inbox call `read`, shape not given; ids[] as the published delete-list calls take them.',
  },
  tag,
  auth: 'any',
  permission: 'inbox.view',
  body: InboxIdsSchema,
  data: InboxChangeSchema,
});

export const inboxDeleteCall = defineCall({
  method: 'post',
  path: 'report/messages-inbox/delete-list',
  title: 'حذف پیام‌های دریافتی',
  summary:
    'Delete some of the user’s messages by id (ids, at most 1000); ids that are not the user’s change nothing. Answers how many went and how many stay unread',
  origin: {
    designed:
      'The panel calls the inbox call `delete-list`, shape not given; ids[] as the published delete-list calls take them.',
  },
  tag,
  auth: 'any',
  permission: 'inbox.manage',
  body: InboxIdsSchema,
  data: InboxChangeSchema,
});

export const inboxSendersPhonebookCall = defineCall({
  method: 'post',
  path: 'report/messages-inbox/senders-phonebook',
  title: 'ساخت دفترچه تلفن از فرستندگان',
  summary:
    'A new phonebook of the distinct senders of the messages the filters select (the same filters as the list); answers its id and how many numbers it holds',
  origin: {
    designed:
      'The panel saves the people who texted (a keyword, a line, a period) as an audience; same filters as report/messages-inbox.',
  },
  tag,
  auth: 'any',
  permission: 'inbox.manage',
  body: InboxSendersPhonebookSchema,
  data: InboxSendersPhonebookDataSchema,
  errors: { 422: 'Invalid fields, or the filters select no sender' },
});
