import { contactEmailValid, contactMessages } from '../../../domain/contacts/contacts.schema.ts';
import { messages, normalizeMobile, toLatinDigits } from '../../../domain/index.ts';
import type { FieldErrors } from '../../ui/form.ts';
import { isoDayToJalali } from './contact-format.ts';

/** The contact form as typed: feature values by feature id, dates as jYYYY/jMM/jDD. */
export type ContactDraft = {
  number: string;
  pre: string;
  name: string;
  email: string;
  book: string;
  options: Record<string, string>;
};

export const emptyDraft: ContactDraft = { number: '', pre: '', name: '', email: '', book: '', options: {} };

/** A contact's stored values as the form shows them (ISO days read Jalali). */
export function draftOf(
  contact: {
    number: string;
    pre: string;
    name: string;
    email: string;
    phonebook_id: number;
    options: Record<string, string>;
  },
  types: Record<string, string>,
): ContactDraft {
  return {
    number: contact.number.startsWith('+98') ? `0${contact.number.slice(3)}` : contact.number,
    pre: contact.pre,
    name: contact.name,
    email: contact.email,
    book: String(contact.phonebook_id),
    options: Object.fromEntries(
      Object.entries(contact.options).map(([id, value]) => [
        id,
        types[id] === 'date' ? isoDayToJalali(value) : value,
      ]),
    ),
  };
}

type Feature = { id: number; type: string };

/**
 * The checks the form makes before it asks the server (which checks again): a mobile, an email if
 * one is given, a book, and each feature's value by its type. Field keys are the server's, so its
 * answer lands on the same fields (options.<id>).
 */
export function checkDraft(draft: ContactDraft, features: readonly Feature[]): FieldErrors {
  const errors: FieldErrors = {};
  if (!normalizeMobile(draft.number)) errors.number = messages.enterCorrectMobile;
  if (!contactEmailValid(draft.email.trim())) errors.email = messages.invalidEmail;
  if (!draft.book) errors.phonebook_id = messages.selectPhonebook;
  for (const feature of features) {
    const value = toLatinDigits(draft.options[feature.id] ?? '').trim();
    if (value === '') continue;
    if (feature.type === 'int' && !/^-?\d+$/.test(value))
      errors[`options.${feature.id}`] = contactMessages.intValue;
    if (feature.type === 'date' && !/^\d{4}\/\d{2}\/\d{2}$/.test(value))
      errors[`options.${feature.id}`] = contactMessages.dateValue;
  }
  return errors;
}

/** The draft as the add and update calls take it; only the book's features' values go. */
export function contactBody(draft: ContactDraft, features: readonly Feature[]) {
  return {
    number: normalizeMobile(draft.number) ?? draft.number,
    pre: draft.pre,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phonebook_id: Number(draft.book),
    options: Object.fromEntries(
      features.map((f) => [String(f.id), toLatinDigits(draft.options[f.id] ?? '').trim()]),
    ),
  };
}
