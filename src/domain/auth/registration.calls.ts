// The register screen's calls, and the packages on sale.
import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import { MESSAGE_CODES } from '../core/message-codes.ts';
import { RecoveryStepDataSchema, SignedInDataSchema } from './auth.schema.ts';
import {
  CheckExistRequestSchema,
  PackageListQuerySchema,
  RegisterCodeRequestSchema,
  RegisterRequestSchema,
} from './registration.schema.ts';

const tag = 'auth';

export const checkExistCall = defineCall({
  method: 'post',
  path: 'user/check_exist',
  title: 'بررسی آزاد بودن نام کاربری',
  summary:
    'Is a username free to register: 200 with data null when it is, 409 when it is taken. Our ' +
    'register screen asks before there is a session, so the call takes no token; `mobile` (instead ' +
    'of `user_name`) asks the same about a mobile.',
  origin: { documented: 'docs/user/check-exist.md' },
  tag,
  auth: 'none',
  body: CheckExistRequestSchema,
  // As published, a username refused for its form is 400-1 (meta.errors still names it).
  fieldCodes: { user_name: MESSAGE_CODES.refused },
  errors: {
    409: 'the username (or mobile) is taken',
    422: 'invalid username (message_code 400-1)',
    429: 'too many',
  },
});

export const ActivityDomainSchema = v.object({ id: v.number(), title: v.string() });

export const activityDomainCall = defineCall({
  method: 'get',
  path: 'user/activity_domain',
  title: 'فهرست حوزه‌های فعالیت',
  summary: 'Business areas to choose from at registration',
  origin: { designed: 'The register screen asks for the business area.' },
  tag,
  auth: 'none',
  list: ActivityDomainSchema,
});

/** A package (an ACL role) on sale, with the published API's fields and a few of ours. */
export const PackageSchema = v.object({
  acl_role_id: v.number(),
  /** The role it derives from; 0: the provider's own catalogue. */
  acl_role_parent_id: v.number(),
  acl_role_name: v.string(),
  /** Rials. */
  price: v.number(),
  special_disc: v.number(),
  min_sms_charge: v.number(),
  /** Unix seconds. */
  time: v.number(),
  user_id: v.number(),
  type: v.string(),
  acl_type: v.string(),
  status: v.string(),
  priority: v.nullable(v.number()),
  expire_time: v.nullable(v.string()),
  acl_role_type_registration: v.string(),
  is_transferred: v.string(),
  election: v.string(),
  updated_at: v.string(),
  updated_at_man: v.nullable(v.string()),
  description: v.string(),
  line_count: v.number(),
  is_default: v.boolean(),
});

export const packageListCall = defineCall({
  method: 'get',
  path: 'acl/package/list',
  title: 'فهرست بسته‌ها',
  summary: 'The packages on sale, a page at a time, filtered by the filters sent',
  origin: { documented: 'docs/package/list-packages.md' },
  tag,
  auth: 'any',
  query: PackageListQuerySchema,
  list: PackageSchema,
});

export const generalPackageListCall = defineCall({
  method: 'get',
  path: 'acl/package/general_list',
  title: 'فهرست بسته‌ها برای ثبت‌نام',
  summary: 'The packages on sale, for the register screen before there is a session (same items)',
  origin: {
    designed:
      'acl/package/list without a token: someone registering picks a package before having an account.',
  },
  tag,
  auth: 'none',
  query: PackageListQuerySchema,
  list: PackageSchema,
});

export const registerCodeCall = defineCall({
  method: 'post',
  path: 'user/register/send_otp',
  title: 'ارسال کد ثبت‌نام',
  summary: "A code to a new account's mobile: data.token and the code go to user/register",
  origin: { designed: 'An account is made only with a verified mobile.' },
  tag,
  auth: 'none',
  body: RegisterCodeRequestSchema,
  data: RecoveryStepDataSchema,
  errors: { 422: 'invalid mobile', 429: 'resend countdown or too many' },
});

export const registerCall = defineCall({
  method: 'post',
  path: 'user/register',
  title: 'ثبت‌نام و ساخت حساب',
  summary: "Create an account with the mobile's code (otp_token, otp) and log in: data.token",
  origin: {
    designed:
      'Self-registration from the register screen; the published user/create is a reseller creating ' +
      'an account under its own, with a token and a role, which this panel does not offer.',
  },
  tag,
  auth: 'none',
  body: RegisterRequestSchema,
  data: SignedInDataSchema,
  errors: { 201: 'Created and logged in', 422: 'invalid field, code or username taken', 429: 'too many' },
});
