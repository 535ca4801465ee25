// Persian text as people type it: a phone or a keyboard gives Arabic ي, ى and ك for the Persian ی
// and ک, Persian or Arabic digits for Latin ones, and a tatweel (ـ) to stretch a word. A search reads
// all of these alike: what the user typed is found in any of these forms. One table drives the fold
// in TypeScript and the SQL expression the server compares with, so the two cannot drift apart.
// It is the rule the contacts' stored name index already folds by (contact_fold), so a name typed
// here finds a name folded there.

/** Arabic letters typed for Persian ones, with the Persian letter each stands for. */
export const ARABIC_TO_PERSIAN_LETTERS: Readonly<Record<string, string>> = { ي: 'ی', ى: 'ی', ك: 'ک' };

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const LATIN_DIGITS = '0123456789';
/** Dropped: a tatweel only stretches a word. */
const DROPPED = 'ـ';

const LETTERS_FROM = Object.keys(ARABIC_TO_PERSIAN_LETTERS).join('');
const LETTERS_TO = Object.values(ARABIC_TO_PERSIAN_LETTERS).join('');
// SQL's translate drops the characters of `from` that have no partner in `to`: the dropped ones go last.
const FOLD_FROM = `${LETTERS_FROM}${PERSIAN_DIGITS}${ARABIC_DIGITS}${DROPPED}`;
const FOLD_TO = `${LETTERS_TO}${LATIN_DIGITS}${LATIN_DIGITS}`;

const FOLD_MAP = new Map([...FOLD_FROM].map((ch, i) => [ch, FOLD_TO[i] ?? '']));
const FOLDED = new RegExp(`[${FOLD_FROM}]`, 'g');
const LETTERS = new RegExp(`[${LETTERS_FROM}]`, 'g');

/** The Arabic letters written as the Persian ones, nothing else changed: the form a text is kept in. */
export const toPersianLetters = (text: string): string =>
  text.replace(LETTERS, (ch) => ARABIC_TO_PERSIAN_LETTERS[ch] ?? ch);

/**
 * The form two texts are compared in when searching: Persian ی and ک for the Arabic letters, Latin
 * digits, no tatweel, lower case.
 */
export const foldPersian = (text: string): string =>
  text.replace(FOLDED, (ch) => FOLD_MAP.get(ch) ?? ch).toLowerCase();

/** The SQL expression that folds `expression` (a column or a parameter) exactly as foldPersian does. */
export const foldPersianSql = (expression: string): string =>
  `lower(translate(${expression}, '${FOLD_FROM}', '${FOLD_TO}'))`;
