// Phonebooks, contacts, their custom features and the blacklist.
import * as v from 'valibot';
import { FEATURE_TYPES } from '../core/enums.ts';
import { IdSchema, MobileSchema, requiredText } from '../core/fields.ts';
import { messages } from '../core/messages.ts';

export const PhonebookSchema = v.object({ title: requiredText() });
export type Phonebook = v.InferOutput<typeof PhonebookSchema>;

const OptionalNameSchema = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)));

/** A contact: a mobile in one or more phonebooks, with values of the phonebook's features by Latin title. */
export const ContactSchema = v.object({
  mobile: MobileSchema,
  first_name: OptionalNameSchema,
  last_name: OptionalNameSchema,
  phonebook_ids: v.pipe(v.array(IdSchema), v.minLength(1, messages.selectPhonebook)),
  tags: v.optional(v.array(v.pipe(v.string(), v.trim(), v.nonEmpty()))),
  features: v.optional(v.record(v.string(), v.string())),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

/** A feature has a Persian title, a Latin title (a key: Latin, no spaces) and a type. */
export const ContactFeatureSchema = v.object({
  title: requiredText(),
  latin_title: v.pipe(
    v.string(messages.latinKeyboardOnly),
    v.trim(),
    v.regex(/^[A-Za-z][A-Za-z0-9_]*$/, messages.latinKeyboardOnly),
  ),
  type: v.picklist(FEATURE_TYPES, messages.required),
});
export type ContactFeature = v.InferOutput<typeof ContactFeatureSchema>;

export const BlacklistNumberSchema = v.object({ mobile: MobileSchema });
export type BlacklistNumber = v.InferOutput<typeof BlacklistNumberSchema>;
