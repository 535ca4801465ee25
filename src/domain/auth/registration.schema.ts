// Request schemas of the account calls: user/register, user/check_exist and the package list.
import * as v from 'valibot';
import { toLatinDigits } from '../core/digits.ts';
import {
  AddressSchema,
  BirthPlaceSchema,
  CityCodeSchema,
  CompanyNameSchema,
  CompanyNationalIdSchema,
  EconomicNumberSchema,
  EmailSchema,
  FatherNameSchema,
  FirstNameSchema,
  GenderSchema,
  IdNumberSchema,
  LandlineSchema,
  LastNameSchema,
  MobileSchema,
  NationalCodeSchema,
  OtpCodeSchema,
  optionalField,
  PasswordSchema,
  PostalCodeSchema,
  pagedQuery,
  queryNumber,
  RegistrationNumberSchema,
  UsernameSchema,
  WebsiteSchema,
  withPasswordConfirmed,
  withPasswordExcludingUsername,
} from '../core/fields.ts';
import { isValidJalaliDate } from '../core/jalali.ts';
import { messages } from '../core/messages.ts';

/** A username as registration takes it: the username rule, at most 32 characters, kept in lower case. */
const RegistrationUsernameSchema = v.pipe(
  UsernameSchema,
  v.maxLength(32, messages.invalidUsername),
  v.toLowerCase(),
);

/** Dates are Jalali `YYYY/MM/DD`, in any digit script; output in Latin digits, zero-padded. */
export const JalaliDateTextSchema = v.pipe(
  v.string(messages.invalidDate),
  v.transform((s) => toLatinDigits(s).trim()),
  v.regex(/^\d{4}\/\d{1,2}\/\d{1,2}$/, messages.invalidDate),
  v.check((s) => {
    const [jy, jm, jd] = s.split('/').map(Number) as [number, number, number];
    return isValidJalaliDate(jy, jm, jd);
  }, messages.invalidDate),
  v.transform((s) => {
    const [jy, jm, jd] = s.split('/');
    return `${jy}/${jm?.padStart(2, '0')}/${jd?.padStart(2, '0')}`;
  }),
);

const IdSchema = v.pipe(
  v.number(messages.required),
  v.integer(messages.required),
  v.minValue(1, messages.required),
);

/**
 * A person's details, the same in the register form and the profile: the names and the national code
 * required, the rest optional.
 */
export const personDetailFields = {
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  national_code: NationalCodeSchema,
  email: optionalField(EmailSchema),
  father_name: optionalField(FatherNameSchema),
  birth_date: optionalField(JalaliDateTextSchema),
  birth_place: optionalField(BirthPlaceSchema),
  gender: v.optional(GenderSchema),
  id_number: optionalField(IdNumberSchema),
  landline: optionalField(LandlineSchema),
  city_code: optionalField(CityCodeSchema),
  postal_code: optionalField(PostalCodeSchema),
  address: optionalField(AddressSchema),
  website: optionalField(WebsiteSchema),
};

/** Every field of a real person's profile; only what register needs is required. */
const personFields = {
  username: RegistrationUsernameSchema,
  password: PasswordSchema,
  password_confirmation: v.string(messages.required),
  mobile: MobileSchema,
  ...personDetailFields,
  activity_domain_id: v.optional(IdSchema),
  package_id: v.optional(IdSchema),
};

const realFields = { person_type: v.literal('real'), ...personFields };
const legalFields = {
  person_type: v.literal('legal'),
  ...personFields,
  company_name: CompanyNameSchema,
  registration_number: RegistrationNumberSchema,
  economic_number: optionalField(EconomicNumberSchema),
  company_national_id: CompanyNationalIdSchema,
  registration_date: optionalField(JalaliDateTextSchema),
};

/** The register form's fields: a real person, or a legal person (a company) with its registration fields. */
export const RegisterDetailsSchema = withPasswordExcludingUsername(
  withPasswordConfirmed(v.variant('person_type', [v.object(realFields), v.object(legalFields)])),
);

/** The code that verified the mobile: user/register/send_otp's token and the code it sent. */
const mobileCodeFields = {
  otp_token: v.pipe(v.string(messages.required), v.trim(), v.nonEmpty(messages.required), v.maxLength(200)),
  otp: OtpCodeSchema,
};

/** `POST user/register`: the form's fields and the code sent to the mobile. */
export const RegisterRequestSchema = withPasswordExcludingUsername(
  withPasswordConfirmed(
    v.variant('person_type', [
      v.object({ ...realFields, ...mobileCodeFields }),
      v.object({ ...legalFields, ...mobileCodeFields }),
    ]),
  ),
);
export type RegisterRequest = v.InferOutput<typeof RegisterRequestSchema>;

/** `POST user/register/send_otp`: the mobile a new account will have, to verify by a code. */
export const RegisterCodeRequestSchema = v.object({ mobile: MobileSchema });

/**
 * `POST user/check_exist`: `{ user_name }`, is the username free to register? Our register screen
 * may also ask about a mobile (`{ mobile }`).
 */
export const CheckExistRequestSchema = v.pipe(
  v.object({
    // The rule registration holds a username to: a name of another form is never free to take.
    user_name: v.optional(RegistrationUsernameSchema),
    mobile: v.optional(MobileSchema),
  }),
  v.forward(
    v.check((q) => q.user_name !== undefined || q.mobile !== undefined, messages.required),
    ['user_name'],
  ),
);
export type CheckExistRequest = v.InferOutput<typeof CheckExistRequestSchema>;

/** At most 1000 packages a page, 10 when not asked. */
export const PACKAGE_PAGE_MAX = 1000;
export const PACKAGE_PAGE_DEFAULT = 10;

const queryText = v.pipe(v.string(), v.trim(), v.nonEmpty(messages.required), v.maxLength(100));

/** `GET acl/package/list`: a page of packages, each filter applied only when sent. */
export const PackageListQuerySchema = pagedQuery(
  {
    package_id: v.optional(queryNumber(messages.required)),
    name: v.optional(queryText),
    register_type: v.optional(queryText),
    type: v.optional(queryText),
    price: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, messages.required), v.toNumber())),
    special_disc: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, messages.required), v.toNumber())),
    status: v.optional(queryText),
  },
  PACKAGE_PAGE_MAX,
  PACKAGE_PAGE_DEFAULT,
);
export type PackageListQuery = v.InferOutput<typeof PackageListQuerySchema>;
