// Keyword send to a phonebook (the published `keyword_phonebook`): the text's placeholders are filled
// per contact of the book, each recipient getting their own text, priced by their own parts, with the
// same empty / too-long rule as the file keyword send (mail-merge.ts).
//
// Placeholders:
// - `{ex_<feature id>}` (documented: `{ex_50856}`): the contact's value of that feature. A date is
//   shown as a Jalali date in Persian digits (۱۳۷۱/۰۷/۱۶), whether stored ISO (1992-10-08 or
//   1992/10/08) or already Jalali; an int is grouped in Persian digits (۱٬۵۰۰٬۰۰۰); a string as it is.
// - ours: `{ex_name}` the contact's name, `{ex_pre}` their title (آقای / خانم).
// A placeholder the contact has no value for is filled with nothing, as an empty cell is.
import { formatNumber, toLatinDigits, toPersianDigits } from '../core/digits.ts';
import { gregorianToJalali, isValidJalaliDate } from '../core/jalali.ts';
import { mergedParts, mergeProblem } from './mail-merge.rules.ts';

const PLACEHOLDER = /\{ex_([A-Za-z]+|\d{1,18})\}/g;

export type FeatureType = 'string' | 'date' | 'int';
export type MergeFeature = { id: number; title: string; type: FeatureType };
export type MergeContact = {
  mobile: string;
  pre: string;
  name: string;
  /** Values by feature id (as a string key). */
  options: Readonly<Record<string, unknown>>;
};

/** The designed placeholders, besides the features'. */
export const CONTACT_FIELDS = [
  { key: 'name', label: 'نام' },
  { key: 'pre', label: 'عنوان' },
] as const;

export const contactPlaceholder = (key: string | number) => `{ex_${key}}`;

/** A feature's stored value as it reads in a message. */
export function featureText(type: FeatureType, value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  if (type === 'int') {
    const digits = toLatinDigits(text).replace(/[,\u066c\s]/g, '');
    return /^-?\d{1,15}$/.test(digits) ? formatNumber(Number(digits)) : text;
  }
  if (type === 'date') {
    const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(toLatinDigits(text));
    if (!m) return text;
    let [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    if (y >= 1700) {
      if (mo < 1 || mo > 12 || d < 1 || d > 31) return text;
      const j = gregorianToJalali(y, mo, d);
      [y, mo, d] = [j.jy, j.jm, j.jd];
    } else if (!isValidJalaliDate(y, mo, d)) return text;
    const pad = (n: number) => String(n).padStart(2, '0');
    return toPersianDigits(`${y}/${pad(mo)}/${pad(d)}`);
  }
  return text;
}

/** The message a contact gets: each placeholder filled from the contact (see the rules above). */
export function fillForContact(
  text: string,
  contact: MergeContact,
  features: ReadonlyMap<string, MergeFeature>,
): string {
  return text.replace(PLACEHOLDER, (_, key: string) => {
    const lower = key.toLowerCase();
    if (lower === 'name') return contact.name.trim();
    if (lower === 'pre') return contact.pre.trim();
    const feature = features.get(key);
    return feature ? featureText(feature.type, contact.options[key]) : '';
  });
}

/** Features by id as a string key, as contacts' `options` are keyed. */
export function featureMap(features: readonly MergeFeature[]): Map<string, MergeFeature> {
  return new Map(features.map((f) => [String(f.id), f]));
}

/** Whether the text names any contact placeholder (a plain text sends like a phonebook send). */
export function hasContactPlaceholders(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

/**
 * Every contact's message, and the contacts whose message cannot go (empty, or over the parts
 * allowed), by mobile, in the order given.
 */
export function mergeContacts(
  text: string,
  contacts: readonly MergeContact[],
  features: readonly MergeFeature[],
) {
  const byId = featureMap(features);
  const pairs: { mobile: string; text: string }[] = [];
  const refused: string[] = [];
  for (const contact of contacts) {
    const merged = fillForContact(text, contact, byId);
    if (mergeProblem(merged, mergedParts(merged))) refused.push(contact.mobile);
    else pairs.push({ mobile: contact.mobile, text: merged });
  }
  return { pairs, refused };
}

/** Numbers as Persian text (0912…), the first few, then «و N شمارهٔ دیگر». */
function mobileList(mobiles: readonly string[], shown = 5): string {
  const head = mobiles
    .slice(0, shown)
    .map((m) => toPersianDigits(m.startsWith('98') ? `0${m.slice(2)}` : m))
    .join('، ');
  return mobiles.length > shown ? `${head} و ${formatNumber(mobiles.length - shown)} شمارهٔ دیگر` : head;
}

export const phonebookMergeMessages = {
  /** The server's refusal: some contacts' messages come out empty or too long. */
  contactsRefused: (mobiles: readonly string[]) =>
    `پیامک برخی مخاطبان دفترچه خالی یا بیش از حد بلند می‌شود؛ مقدار ویژگی‌های آن‌ها را کامل کنید (${mobileList(mobiles)})`,
  selectOneBook: 'برای متن شخصی یک دفترچه تلفن انتخاب کنید',
} as const;
