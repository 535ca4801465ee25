// Keyword sends: a campaign to the numbers that texted a keyword to the account's lines.
// People type a keyword every way a phone lets them: Arabic ي and ك for Persian ی and ک, Persian or
// Arabic digits, capitals, a zero-width non-joiner or a tatweel, extra words around it. A message
// answers a keyword when, so normalised, the keyword stands in it as whole words.
import { foldPersian } from '../core/persian-text.ts';

// Wider than a search's fold: a keyword is compared here only, with no database index to agree with,
// so the teh marbuta, heh with yeh and the hamza forms of alef count as their plain letters too.
const LOOKALIKES: Record<string, string> = { ة: 'ه', ۀ: 'ه', أ: 'ا', إ: 'ا', ٱ: 'ا' };

/** The form two keywords are compared in: Persian letters, Latin digits, lower case, single spaces. */
export function normalizeKeyword(text: string): string {
  return foldPersian(text)
    .replace(/[ةۀأإٱ]/g, (c) => LOOKALIKES[c] ?? c)
    .replace(/[\u064B-\u065F\u0670]/g, '') // diacritics
    .replace(/\u200c|\u200d|\u200e|\u200f/g, ' ') // ZWNJ and friends: a word break at most
    .replace(/[\s.,،؛;:!؟?«»"'()[\]{}\-_/]+/g, ' ')
    .trim();
}

/** Whether an incoming message answers `keyword`: the keyword's words, in order, as whole words. */
export function answersKeyword(message: string, keyword: string): boolean {
  const wanted = normalizeKeyword(keyword);
  if (wanted === '') return false;
  return ` ${normalizeKeyword(message)} `.includes(` ${wanted} `);
}
