// The server's copy of a thing a queued edit conflicts with, as the outbox sheet shows it beside the
// user's: the same fields, in the same words, and the revision to make the user's version on.

import { showProfileCall } from '../../../domain/account/account.calls.ts';
import { contactShowCall } from '../../../domain/contacts/contacts.calls.ts';
import { toPersianDigits } from '../../../domain/core/digits.ts';
import { patternShowCall } from '../../../domain/patterns/patterns.calls.ts';
import { predefinedListCall } from '../../../domain/predefined/predefined.calls.ts';
import { PREDEFINED_MESSAGES_MAX } from '../../../domain/predefined/predefined.schema.ts';
import { ApiError, call, callList } from '../api.ts';
import type { OutboxEntry } from './outbox-store.ts';

export type Shown = readonly (readonly [label: string, value: string])[];
/** The server's copy; null when the thing is gone from the server. */
export type ServerCopy = { shown: Shown; revision: string } | null;

export const draftShown = (message: string, title: string | null | undefined): Shown => [
  ['متن', message],
  ['عنوان', title || '—'],
];

export const contactShown = (c: { number: string; pre: string; name: string; email: string }): Shown => [
  ['شماره', toPersianDigits(c.number.replace(/^\+?98/, '0'))],
  ['عنوان', c.pre || '—'],
  ['نام', c.name || '—'],
  ['ایمیل', c.email || '—'],
];

export const profileShown = (p: {
  first_name: string;
  last_name: string;
  email?: string | null | undefined;
  landline?: string | null | undefined;
  postal_code?: string | null | undefined;
  address?: string | null | undefined;
}): Shown => [
  ['نام', p.first_name || '—'],
  ['نام خانوادگی', p.last_name || '—'],
  ['ایمیل', p.email || '—'],
  ['تلفن ثابت', toPersianDigits(p.landline || '—')],
  ['کد پستی', toPersianDigits(p.postal_code || '—')],
  ['نشانی', p.address || '—'],
];

export const patternShown = (p: { title: string | null; message: string; description: string }): Shown => [
  ['عنوان', p.title || '—'],
  ['متن', p.message],
  ['توضیحات', p.description || '—'],
];

/** Per page of the list the server's copy of a draft is looked for in (the most it gives). */
const DRAFT_PAGE = 100;

export async function serverCopy(entry: OutboxEntry): Promise<ServerCopy> {
  if (entry.kind === 'draft.edit') {
    const id = entry.detail.draft_id;
    for (let page = 1; (page - 1) * DRAFT_PAGE < PREDEFINED_MESSAGES_MAX; page++) {
      const list = await callList(predefinedListCall, { query: { page, per_page: DRAFT_PAGE } });
      const found = list.items.find((d) => d.draft_id === id);
      if (found) return { shown: draftShown(found.message, found.title), revision: found.revision };
      if (list.items.length < DRAFT_PAGE) break;
    }
    return null;
  }
  if (entry.kind === 'profile.edit') {
    const found = await call(showProfileCall);
    return { shown: profileShown(found), revision: found.revision };
  }
  if (entry.kind === 'pattern.edit') {
    try {
      const found = await call(patternShowCall, { params: { pattern_code: String(entry.detail.code) } });
      // An edited pattern's latest version is the one under review.
      const edited = found.pattern_message_revision !== null;
      return {
        shown: patternShown({
          title: edited ? found.revision.title : found.title,
          message: found.pattern_message_revision ?? found.pattern_message,
          description: found.pattern_description_revision ?? found.pattern_description,
        }),
        revision: found.updated_at,
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }
  if (entry.kind === 'contact.edit') {
    try {
      const found = await call(contactShowCall, { params: { contact_id: Number(entry.detail.contact_id) } });
      return { shown: contactShown(found), revision: found.revision };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }
  return null;
}
