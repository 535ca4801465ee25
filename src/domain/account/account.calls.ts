// Who the account is (the profile) and changing the mobile every code goes to. The published API names
// these calls but does not document them: designed in its style, for a logged-in person only.

import * as v from 'valibot';
import { defineCall } from '../core/call.ts';
import {
  MobileChangeCodeSchema,
  MobileChangeStepSchema,
  NewMobileSchema,
  ProfileDataSchema,
} from './account.schema.ts';
import { ProfileSchema } from './profile.schema.ts';

const tag = 'account';

export const showProfileCall = defineCall({
  method: 'get',
  path: 'user/show_profile',
  title: 'مشاهده پروفایل',
  summary: "The caller's profile: a real or legal person, contact and address",
  origin: { designed: 'The account information screens show who the account is, as stored.' },
  tag,
  auth: 'token',
  permission: 'owner',
  data: ProfileDataSchema,
});

export const updateProfileCall = defineCall({
  method: 'post',
  path: 'user/update_profile',
  title: 'ویرایش پروفایل',
  summary: 'Correct the profile; a changed national code or birth date is checked with the identity registry',
  origin: {
    designed:
      'The account information forms send the whole profile; the mobile changes through change_mobile only.',
  },
  tag,
  auth: 'token',
  permission: 'owner',
  body: ProfileSchema,
  data: ProfileDataSchema,
  errors: {
    409: 'With If-Match: the revision given is not the current one (409-2; the row changed meanwhile)',
    422: 'A field is refused, or the identity registry says the national code is not this person',
    503: 'The identity registry does not answer',
  },
});

export const requestChangeOtpCall = defineCall({
  method: 'post',
  path: 'user/change_mobile/request_change_otp',
  title: 'درخواست کد برای تغییر موبایل',
  summary: 'Start changing the mobile: a code to the current mobile (asked again: a new code)',
  origin: { designed: 'Changing the mobile is confirmed first by a code to the mobile in use.' },
  tag,
  auth: 'token',
  permission: 'owner',
  data: MobileChangeStepSchema,
  errors: { 403: 'An impersonated session', 429: 'A code was sent a moment ago' },
});

export const confirmChangeOtpCall = defineCall({
  method: 'post',
  path: 'user/change_mobile/confirm_change_otp',
  title: 'تأیید کد موبایل فعلی',
  summary: "The current mobile's code",
  origin: { designed: 'Changing the mobile is confirmed first by a code to the mobile in use.' },
  tag,
  auth: 'token',
  permission: 'owner',
  body: MobileChangeCodeSchema,
  data: v.object({ token: v.string() }),
  errors: {
    403: 'An impersonated session',
    422: 'A wrong, used or expired code, or a flow finished or out of step',
    429: 'Too many wrong codes',
  },
});

export const confirmNewMobileCall = defineCall({
  method: 'post',
  path: 'user/change_mobile/confirm_new_mobile',
  title: 'ثبت موبایل جدید',
  summary: 'The new mobile: checked with the identity registry, then a code to it (asked again: a new code)',
  origin: { designed: 'The new mobile must be the account holder’s and be confirmed by a code sent to it.' },
  tag,
  auth: 'token',
  permission: 'owner',
  body: NewMobileSchema,
  data: MobileChangeStepSchema,
  errors: {
    403: 'An impersonated session',
    422: "The old mobile not confirmed yet, another account's mobile, or not the national code's holder's",
    429: 'A code was sent a moment ago',
    503: 'The identity registry does not answer',
  },
});

export const checkChangeOtpCall = defineCall({
  method: 'post',
  path: 'user/change_mobile/check_otp',
  title: 'تأیید کد موبایل جدید',
  summary: "The new mobile's code: the mobile is changed",
  origin: { designed: 'The new mobile must be the account holder’s and be confirmed by a code sent to it.' },
  tag,
  auth: 'token',
  permission: 'owner',
  body: MobileChangeCodeSchema,
  data: v.object({ mobile: v.string() }),
  errors: {
    403: 'An impersonated session',
    422: 'A wrong, used or expired code, or a flow finished or out of step',
    429: 'Too many wrong codes',
  },
});
