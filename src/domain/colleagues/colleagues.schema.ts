// Colleagues and access roles: a role is a title and a set of permissions (core/permissions.ts); a
// colleague (invited by mobile, given one or more roles) acts on the owner's account with what its
// roles grant, and is pending approval until its first login, active, or deactivated. The activity
// log says who of the account did what and when.
import * as v from 'valibot';
import { formatNumber } from '../core/digits.ts';
import { COLLEAGUE_STATUSES } from '../core/enums.ts';
import {
  FirstNameSchema,
  IdQuery,
  IdSchema,
  LastNameSchema,
  MobileSchema,
  pagedQuery,
  UsernameSchema,
} from '../core/fields.ts';
import { messages } from '../core/messages.ts';
import { PERMISSION_NAMES } from '../core/permissions.ts';
import { parseInstant } from '../wallet/wallet-transfers.schema.ts';

/** A role's title. */
export const ROLE_TITLE_MAX = 100;
/** The most roles an account may have, and a colleague may hold. */
export const MAX_ROLES = 50;
/** The most colleagues an account may have. */
export const MAX_COLLEAGUES = 200;
/** How long the activity log keeps an event. */
export const ACTIVITY_KEEP_DAYS = 180;

/** Persian messages of the colleagues area that messages.ts does not hold. */
/** The colleagues list's search text (a name, username or mobile) at most this long. */
export const COLLEAGUE_SEARCH_MAX = 50;

export const colleagueMessages = {
  roleTitleTooLong: `عنوان نقش نباید بیشتر از ${formatNumber(ROLE_TITLE_MAX)} کاراکتر باشد`,
  roleTitleTaken: 'نقشی با این عنوان دارید',
  roleNotFound: 'نقش دسترسی مورد نظر یافت نشد',
  roleInUse: 'این نقش به همکارانی داده شده است؛ ابتدا نقش دیگری به آن‌ها بدهید',
  searchTooLong: `عبارت جستجو نباید بیشتر از ${formatNumber(COLLEAGUE_SEARCH_MAX)} کاراکتر باشد`,
  tooManyRoles: `حداکثر ${formatNumber(MAX_ROLES)} نقش دسترسی می‌توان ساخت`,
  unknownPermission: 'دسترسی انتخاب‌شده شناخته نیست',
  roleRequired: 'دست‌کم یک نقش دسترسی انتخاب کنید',
  colleagueNotFound: 'همکار مورد نظر یافت نشد',
  usernameTaken: 'این نام کاربری قبلاً ثبت شده است',
  tooManyColleagues: `حداکثر ${formatNumber(MAX_COLLEAGUES)} همکار می‌توان افزود`,
  roleCreated: 'نقش دسترسی ساخته شد',
  roleUpdated: 'نقش دسترسی ویرایش شد',
  roleDeleted: 'نقش دسترسی حذف شد',
  invited: 'همکار افزوده شد و رمز ورود موقت برایش پیامک شد',
  updated: 'اطلاعات همکار ویرایش شد',
  activated: 'همکار فعال شد',
  deactivated: 'همکار غیرفعال شد و از همهٔ دستگاه‌ها خارج شد',
  /** The login of a colleague its owner deactivated. */
  accountDeactivated: 'حساب کاربری شما توسط مدیر حساب غیرفعال شده است',
  /** A colleague's first password must be changed before anything else. */
  passwordChangeRequired: 'برای ادامه ابتدا رمز عبور موقت خود را تغییر دهید',
  /** The invitation SMS: the account's name, the username and the first password. */
  invitation: (account: string, username: string, password: string) =>
    `شما به عنوان همکار به حساب «${account}» در پنل پیامک دعوت شدید.\nنام کاربری: ${username}\nرمز عبور موقت: ${password}\nپس از ورود رمز عبور را تغییر دهید.`,
} as const;

const RoleTitleSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(ROLE_TITLE_MAX, colleagueMessages.roleTitleTooLong),
);

/** `acl/partner/create_role` and `update_role`: a title and the permissions it grants (none is allowed). */
export const RoleSchema = v.object({
  title: RoleTitleSchema,
  permissions: v.pipe(
    v.array(v.picklist(PERMISSION_NAMES, colleagueMessages.unknownPermission), messages.required),
    v.transform((names) => [...new Set(names)]),
  ),
});
export type Role = v.InferOutput<typeof RoleSchema>;

/** One role as the list and show_role answer it. */
export const RoleItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  permissions: v.array(v.string()),
  /** How many colleagues hold it. */
  colleagues_count: v.number(),
  created_at: v.string(),
});
export type RoleItem = v.InferOutput<typeof RoleItemSchema>;

/** `acl/partner/permission_list`: the catalogue, grouped by area with Persian names. */
export const PermissionAreaSchema = v.object({
  area: v.string(),
  title: v.string(),
  permissions: v.array(v.object({ name: v.string(), title: v.string() })),
});
export type PermissionArea = v.InferOutput<typeof PermissionAreaSchema>;

const RoleIdsSchema = v.pipe(
  v.array(IdSchema, colleagueMessages.roleRequired),
  v.transform((ids) => [...new Set(ids)]),
  v.minLength(1, colleagueMessages.roleRequired),
  v.maxLength(MAX_ROLES, colleagueMessages.tooManyRoles),
);

const personEntries = {
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  mobile: MobileSchema,
  role_ids: RoleIdsSchema,
};

/**
 * `user/partner/create`: a colleague needs at least one access role; with no role to pick, the form
 * shows 'You need to create access' instead (messages.createAccessFirst).
 */
export const ColleagueSchema = v.object({ ...personEntries, username: UsernameSchema });
export type Colleague = v.InferOutput<typeof ColleagueSchema>;

/** `user/partner/update/{colleague_id}`: the name, the mobile and the roles (the username stays). */
export const ColleagueUpdateSchema = v.object(personEntries);
export type ColleagueUpdate = v.InferOutput<typeof ColleagueUpdateSchema>;

/** A colleague can be activated or deactivated. */
export const ColleagueStatusSchema = v.picklist(COLLEAGUE_STATUSES, messages.required);

/** `user/partner/list?status=&search=&page=&per_page=`: search matches the name, username or mobile. */
export const ColleagueListQuerySchema = pagedQuery(
  {
    status: v.optional(v.picklist(COLLEAGUE_STATUSES, messages.invalidValue)),
    search: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(COLLEAGUE_SEARCH_MAX, colleagueMessages.searchTooLong)),
      '',
    ),
  },
  100,
  10,
);

/** One colleague as the list and get answer it. */
export const ColleagueItemSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  mobile: v.string(),
  username: v.string(),
  status: ColleagueStatusSchema,
  roles: v.array(v.object({ id: v.number(), title: v.string() })),
  /** Its permissions: the union of its roles'. */
  permissions: v.array(v.string()),
  last_login_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type ColleagueItem = v.InferOutput<typeof ColleagueItemSchema>;

/** What the activity log records. */
export const ACTIVITY_ACTIONS = [
  'login',
  'send',
  'send_cancel',
  'export',
  'delete',
  'top_up',
  'role_created',
  'role_updated',
  'role_deleted',
  'api_key_created',
  'api_key_deleted',
  'colleague_invited',
  'colleague_updated',
  'colleague_activated',
  'colleague_deactivated',
  'password_changed',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const activityActionLabels: Readonly<Record<ActivityAction, string>> = {
  login: 'ورود به پنل',
  send: 'ارسال پیامک',
  send_cancel: 'توقف ارسال',
  export: 'خروجی گرفتن',
  delete: 'حذف',
  top_up: 'افزایش اعتبار',
  role_created: 'ساخت نقش دسترسی',
  role_updated: 'ویرایش نقش دسترسی',
  role_deleted: 'حذف نقش دسترسی',
  api_key_created: 'ساخت کلید API',
  api_key_deleted: 'حذف کلید API',
  colleague_invited: 'افزودن همکار',
  colleague_updated: 'ویرایش همکار',
  colleague_activated: 'فعال کردن همکار',
  colleague_deactivated: 'غیرفعال کردن همکار',
  password_changed: 'تغییر رمز عبور',
};

const ActivityBoundSchema = v.pipe(
  v.string(messages.invalidDate),
  v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
    const instant = parseInstant(dataset.value);
    if (!instant) {
      addIssue({ message: messages.invalidDate });
      return NEVER;
    }
    return instant.toISOString();
  }),
);

/**
 * `user/partner/activity`: the account's log, newest first; `member` a colleague's id (or the owner's
 * own id), `action` one kind, `from` (inclusive) and `to` (exclusive) instants or Jalali dates.
 */
export const ActivityQuerySchema = pagedQuery(
  {
    member: v.optional(IdQuery(messages.invalidValue)),
    action: v.optional(v.picklist(ACTIVITY_ACTIONS, messages.invalidValue)),
    from: v.optional(ActivityBoundSchema),
    to: v.optional(ActivityBoundSchema),
  },
  100,
  20,
);

/** One event of the activity log. */
export const ActivityItemSchema = v.object({
  id: v.number(),
  /** When, in stored UTC (`YYYY-MM-DD HH:mm:ss`). */
  at: v.string(),
  member_id: v.number(),
  member_name: v.string(),
  is_owner: v.boolean(),
  action: v.picklist(ACTIVITY_ACTIONS),
  /** What it was about (a send's id, a role's title, a colleague's username…). */
  detail: v.record(v.string(), v.unknown()),
  address: v.nullable(v.string()),
});
export type ActivityItem = v.InferOutput<typeof ActivityItemSchema>;
