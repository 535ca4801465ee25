// The profile form (user/update_profile) of a real or a legal person.
import * as v from 'valibot';
import { JalaliDateTextSchema, personDetailFields } from '../auth/registration.schema.ts';
import {
  CompanyNameSchema,
  CompanyNationalIdSchema,
  EconomicNumberSchema,
  MobileSchema,
  OtpCodeSchema,
  optionalField,
  RegistrationNumberSchema,
} from '../core/fields.ts';
import { messages } from '../core/messages.ts';

// The mobile is not here: it changes through its own confirmed flow (the change_mobile calls).
const personFields = personDetailFields;

export const RealProfileSchema = v.object({ person_type: v.literal('real'), ...personFields });
export type RealProfile = v.InferOutput<typeof RealProfileSchema>;

/** Legal persons also have company name, registration and economic numbers, company id and date. */
export const LegalProfileSchema = v.object({
  person_type: v.literal('legal'),
  ...personFields,
  company_name: CompanyNameSchema,
  registration_number: RegistrationNumberSchema,
  economic_number: EconomicNumberSchema,
  company_national_id: CompanyNationalIdSchema,
  registration_date: optionalField(JalaliDateTextSchema),
});
export type LegalProfile = v.InferOutput<typeof LegalProfileSchema>;

/** A landline is written with its city code: one without it is flagged on city_code. */
export const ProfileSchema = v.pipe(
  v.variant('person_type', [RealProfileSchema, LegalProfileSchema], messages.required),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    if (input.landline === undefined || input.city_code !== undefined) return;
    addIssue({
      message: messages.cityCodeWithLandline,
      path: [{ type: 'object', origin: 'value', input, key: 'city_code', value: input.city_code }],
    });
  }),
);
export type Profile = v.InferOutput<typeof ProfileSchema>;

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
