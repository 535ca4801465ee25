// Colleagues and access roles (spec 6): the owner makes roles (a title and permissions), invites
// colleagues with one or more roles, activates and deactivates them, and reads the account's activity
// log. Every call here is the owner's alone: a member who could make them could raise its own access.
// The published API names acl/partner/* and user/partner/* but documents none of them: designed in its
// style, one path per verb, the thing named by an id in the path.
import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import {
  ActivityItemSchema,
  ActivityQuerySchema,
  ColleagueItemSchema,
  ColleagueListQuerySchema,
  ColleagueSchema,
  ColleagueUpdateSchema,
  PermissionAreaSchema,
  RoleItemSchema,
  RoleSchema,
} from './colleagues.schema.ts';

const tag = 'colleagues';
const auth = 'token';
const permission = 'owner';
const notFound = 'No such role or colleague of this account';

export const permissionListCall = defineCall({
  method: 'get',
  path: 'acl/partner/permission_list',
  title: 'فهرست دسترسی‌ها',
  summary: 'Every permission a role may grant, grouped by area, with Persian titles',
  origin: { designed: 'The role form lists the permissions to tick, from the call declarations.' },
  tag,
  auth,
  permission,
  data: v.array(PermissionAreaSchema),
});

export const roleListCall = defineCall({
  method: 'get',
  path: 'acl/partner/role_list',
  title: 'فهرست نقش‌های دسترسی',
  summary: "The account's access roles, each with its permissions and how many colleagues hold it",
  origin: { designed: 'The access roles list of the colleagues screen (spec 6).' },
  tag,
  auth,
  permission,
  data: v.array(RoleItemSchema),
});

export const roleShowCall = defineCall({
  method: 'get',
  path: 'acl/partner/show_role/{role_id}',
  title: 'مشاهده نقش دسترسی',
  summary: 'One role of the account, for editing or duplicating',
  origin: { designed: 'The access update screen starts from the role as saved.' },
  tag,
  auth,
  permission,
  data: RoleItemSchema,
  errors: { 404: notFound },
});

export const roleCreateCall = defineCall({
  method: 'post',
  path: 'acl/partner/create_role',
  title: 'ساخت نقش دسترسی',
  summary: 'A new access role: a title (not another role of the account) and its permissions',
  origin: { designed: 'The owner creates and duplicates roles (spec 6).' },
  tag,
  auth,
  permission,
  body: RoleSchema,
  data: RoleItemSchema,
  errors: { 201: 'Made' },
});

export const roleUpdateCall = defineCall({
  method: 'post',
  path: 'acl/partner/update_role/{role_id}',
  title: 'ویرایش نقش دسترسی',
  summary: 'Change a role: its colleagues hold the new permissions at once',
  origin: { designed: 'The owner edits roles (spec 6).' },
  tag,
  auth,
  permission,
  body: RoleSchema,
  data: RoleItemSchema,
  errors: { 404: notFound },
});

export const roleDeleteCall = defineCall({
  method: 'post',
  path: 'acl/partner/delete_role/{role_id}',
  title: 'حذف نقش دسترسی',
  summary: "Delete a role no colleague holds (a colleague's last role cannot go)",
  origin: { designed: 'The owner deletes roles (spec 6).' },
  tag,
  auth,
  permission,
  errors: { 404: notFound, 409: 'Colleagues hold the role' },
});

export const colleagueListCall = defineCall({
  method: 'get',
  path: 'user/partner/list',
  title: 'فهرست همکاران',
  summary: "The account's colleagues, newest first, with their roles and status",
  origin: { designed: 'The colleagues list (spec 2, 4).' },
  tag,
  auth,
  permission,
  query: ColleagueListQuerySchema,
  list: ColleagueItemSchema,
});

export const colleagueGetCall = defineCall({
  method: 'get',
  path: 'user/partner/get/{colleague_id}',
  title: 'مشاهده همکار',
  summary: 'One colleague of the account',
  origin: { designed: 'The colleague screen (spec 2 Colleague).' },
  tag,
  auth,
  permission,
  data: ColleagueItemSchema,
  errors: { 404: notFound },
});

export const colleagueCreateCall = defineCall({
  method: 'post',
  path: 'user/partner/create',
  title: 'دعوت همکار',
  summary:
    'Invite a colleague with one or more roles: a first password goes to its mobile by SMS, to be changed at the first login',
  origin: { designed: 'A colleague is invited by mobile with at least one access role (spec 4, 6).' },
  tag,
  auth,
  permission,
  body: ColleagueSchema,
  data: ColleagueItemSchema,
  errors: { 201: 'Invited', 422: 'A field is wrong, the username is taken, or the account has no role yet' },
});

export const colleagueUpdateCall = defineCall({
  method: 'post',
  path: 'user/partner/update/{colleague_id}',
  title: 'ویرایش همکار',
  summary: "Change a colleague's name, mobile and roles",
  origin: { designed: 'The owner edits a colleague and its roles.' },
  tag,
  auth,
  permission,
  body: ColleagueUpdateSchema,
  data: ColleagueItemSchema,
  errors: { 404: notFound },
});

export const colleagueDeactivateCall = defineCall({
  method: 'post',
  path: 'user/partner/deactive/{colleague_id}',
  title: 'غیرفعال‌کردن همکار',
  summary: 'Deactivate a colleague: its sessions end at once and its API keys stop working',
  origin: { designed: 'A colleague can be deactivated (spec 4).' },
  tag,
  auth,
  permission,
  data: ColleagueItemSchema,
  errors: { 404: notFound },
});

export const colleagueActivateCall = defineCall({
  method: 'post',
  path: 'user/partner/active/{colleague_id}',
  title: 'فعال‌کردن همکار',
  summary: 'Activate a deactivated colleague: it may log in again',
  origin: { designed: 'A colleague can be activated (spec 4).' },
  tag,
  auth,
  permission,
  data: ColleagueItemSchema,
  errors: { 404: notFound },
});

export const activityCall = defineCall({
  method: 'get',
  path: 'user/partner/activity',
  title: 'گزارش فعالیت‌ها',
  summary:
    "The account's activity log, newest first: who did what and when, by member, action and dates (kept 180 days)",
  origin: { designed: 'The owner sees what each colleague did on the account.' },
  tag,
  auth,
  permission,
  query: ActivityQuerySchema,
  list: ActivityItemSchema,
});
