// A user's predefined messages and their groups, under the published API's names: drafts and draft
// groups. Everything is the user's own: another user's message or group is as unknown as a missing one.

import { defineCall } from '../core/call.ts';
import { CountDataSchema } from '../send/send-banks.schema.ts';
import {
  PredefinedCountQuerySchema,
  PredefinedDeleteSchema,
  PredefinedGroupDeleteSchema,
  PredefinedGroupItemSchema,
  PredefinedGroupListQuerySchema,
  PredefinedGroupUpdateSchema,
  PredefinedListQuerySchema,
  PredefinedMessageGroupSchema,
  PredefinedMessageItemSchema,
  PredefinedMessageSchema,
  PredefinedUpdateSchema,
} from './predefined.schema.ts';

const tag = 'predefined';

export const predefinedListCall = defineCall({
  method: 'get',
  path: 'user/draft/list',
  title: 'فهرست پیام‌های آماده',
  summary:
    "The user's predefined messages, newest first, all, of one draft_group_id or ungrouped (draft_group_id 0); q searches title and text",
  origin: { documented: 'docs/draft/list-draft.md' },
  tag,
  auth: 'any',
  permission: 'predefined.view',
  query: PredefinedListQuerySchema,
  list: PredefinedMessageItemSchema,
  errors: { 404: 'No such group of this user' },
});

export const predefinedCreateCall = defineCall({
  method: 'post',
  path: 'user/draft',
  title: 'ساخت پیام آماده',
  summary: 'Save a predefined message in a group (or ungrouped), with an optional title',
  origin: { documented: 'docs/draft/create-draft.md' },
  tag,
  auth: 'any',
  permission: 'predefined.edit',
  body: PredefinedMessageSchema,
  errors: { 404: 'No such group of this user', 422: 'Invalid fields, or the user has the most messages' },
});

export const predefinedUpdateCall = defineCall({
  method: 'put',
  path: 'user/draft',
  title: 'ویرایش پیام آماده',
  summary: 'Change the text of one of the user’s predefined messages (and its title or group when sent)',
  origin: { documented: 'docs/draft/update-draft.md' },
  tag,
  auth: 'any',
  permission: 'predefined.edit',
  body: PredefinedUpdateSchema,
  errors: {
    404: 'No such message or group of this user',
    409: 'With If-Match: the revision given is not the current one (409-2; the row changed meanwhile)',
  },
});

export const predefinedDeleteCall = defineCall({
  method: 'post',
  path: 'user/draft/delete',
  title: 'حذف پیام‌های آماده',
  summary: 'Delete some of the user’s predefined messages; none is deleted if one is not the user’s',
  origin: { documented: 'docs/draft/delete-draft.md' },
  tag,
  auth: 'any',
  permission: 'predefined.edit',
  body: PredefinedDeleteSchema,
  errors: { 404: 'No such message of this user' },
});

export const predefinedGroupListCall = defineCall({
  method: 'get',
  path: 'user/draft/group/list',
  title: 'فهرست گروه‌های پیام آماده',
  summary: "The user's groups, oldest first, each with how many messages it holds",
  origin: { documented: 'docs/draft/list-draft-group.md' },
  tag,
  auth: 'any',
  permission: 'predefined.view',
  query: PredefinedGroupListQuerySchema,
  list: PredefinedGroupItemSchema,
});

export const predefinedGroupCreateCall = defineCall({
  method: 'post',
  path: 'user/draft/group',
  title: 'ساخت گروه پیام آماده',
  summary: 'Create a group',
  origin: { documented: 'docs/draft/create-draft-group.md' },
  tag,
  auth: 'any',
  permission: 'predefined.edit',
  body: PredefinedMessageGroupSchema,
  errors: {
    409: 'The user has a group with this title',
    422: 'Invalid fields, or the user has the most groups',
  },
});

export const predefinedGroupUpdateCall = defineCall({
  method: 'put',
  path: 'user/draft/group',
  title: 'تغییر نام گروه پیام آماده',
  summary: 'Rename one of the user’s groups',
  origin: { documented: 'docs/draft/update-draft-group.md' },
  tag,
  auth: 'any',
  permission: 'predefined.edit',
  body: PredefinedGroupUpdateSchema,
  errors: { 404: 'No such group of this user', 409: 'The user has a group with this title' },
});

export const predefinedGroupDeleteCall = defineCall({
  method: 'post',
  path: 'user/draft/group/delete',
  title: 'حذف گروه پیام آماده',
  summary: 'Delete one of the user’s groups with the messages in it',
  origin: { documented: 'docs/draft/delete-draft-group.md' },
  tag,
  auth: 'any',
  permission: 'predefined.edit',
  body: PredefinedGroupDeleteSchema,
  errors: { 404: 'No such group of this user' },
});

export const predefinedGroupCountCall = defineCall({
  method: 'get',
  path: 'user/draft/group/count',
  title: 'تعداد پیام‌های آماده',
  summary: 'How many predefined messages the user has, all or of one draft_group_id',
  origin: {
    designed:
      'The published API has no count call; the panel shows how many messages a group holds. Same style as the draft calls: a GET under user/draft/group with the draft_group_id filter, answering data.count.',
  },
  tag,
  auth: 'any',
  permission: 'predefined.view',
  query: PredefinedCountQuerySchema,
  data: CountDataSchema,
  errors: { 404: 'No such group of this user' },
});
