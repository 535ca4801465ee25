// The answers of the profile calls and the bodies of the mobile change: read by the server and the
// account screens only (kept out of the domain's barrel, which the login page loads).
import * as v from 'valibot';
import { MobileSchema, OtpCodeSchema } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

const nullableText = v.nullable(v.string());

/** `user/show_profile`: who the account is, every field as stored (null where never given). */
export const ProfileDataSchema = v.object({
  username: v.string(),
  person_type: v.picklist(['real', 'legal']),
  first_name: v.string(),
  last_name: v.string(),
  national_code: v.string(),
  father_name: nullableText,
  /** Jalali, YYYY/MM/DD in Latin digits. */
  birth_date: nullableText,
  birth_place: nullableText,
  gender: v.nullable(v.picklist(['male', 'female'])),
  id_number: nullableText,
  /** 98XXXXXXXXXX; changed only through the change_mobile calls. */
  mobile: v.string(),
  email: nullableText,
  landline: nullableText,
  city_code: nullableText,
  postal_code: nullableText,
  address: nullableText,
  website: nullableText,
  company_name: nullableText,
  registration_number: nullableText,
  economic_number: nullableText,
  company_national_id: nullableText,
  registration_date: nullableText,
  /** Ours: when the profile last changed, to the microsecond; an edit sends it back in If-Match. */
  revision: v.string(),
});
export type ProfileData = v.InferOutput<typeof ProfileDataSchema>;

const ChangeTokenSchema = v.pipe(
  v.string(messages.required),
  v.trim(),
  v.nonEmpty(messages.required),
  v.maxLength(200, messages.required),
);

/** A code sent for a mobile change: its token, its countdowns and the mobile it went to, masked. */
export const MobileChangeStepSchema = v.object({
  token: v.string(),
  expires_in: v.number(),
  resend_in: v.number(),
  mobile_hint: v.string(),
});
export type MobileChangeStep = v.InferOutput<typeof MobileChangeStepSchema>;

/** `change_mobile/confirm_change_otp` and `change_mobile/check_otp`: the flow's token and its code. */
export const MobileChangeCodeSchema = v.object({ token: ChangeTokenSchema, code: OtpCodeSchema });
export type MobileChangeCode = v.InferOutput<typeof MobileChangeCodeSchema>;

/** `change_mobile/confirm_new_mobile`: the new mobile, once the old one's code was right. */
export const NewMobileSchema = v.object({ token: ChangeTokenSchema, mobile: MobileSchema });
export type NewMobile = v.InferOutput<typeof NewMobileSchema>;
