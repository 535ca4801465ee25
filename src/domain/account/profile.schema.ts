// The profile form (user/update_profile) of a real or a legal person.
import * as v from 'valibot';
import { JalaliDateTextSchema, personDetailFields } from '../auth/registration.schema.ts';
import {
  CompanyNameSchema,
  CompanyNationalIdSchema,
  EconomicNumberSchema,
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

/**
 * A landline is written with its city code: one without it is flagged on city_code, whatever else is
 * wrong in the form (the check needs only the two fields).
 */
export const ProfileSchema = v.pipe(
  v.variant('person_type', [RealProfileSchema, LegalProfileSchema], messages.required),
  v.forward(
    v.partialCheck(
      [['landline'], ['city_code']],
      (input) => input.landline === undefined || input.city_code !== undefined,
      messages.cityCodeWithLandline,
    ),
    ['city_code'],
  ),
);
export type Profile = v.InferOutput<typeof ProfileSchema>;
