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
