// The regulator's rule for service lines: a reply of 11 to one of the user's lines takes the sender
// off that line's sends (the cancel-11 list), a reply of 12 puts them back. People type it every way a
// phone lets them, so a reply counts when, once its punctuation, spacing and digit script are set
// aside, it is the number alone, or (for 11 only) the number with the word لغو before or after it:
// «11», «۱۱», «١١», « ۱۱. », «لغو ۱۱», «لغو11», «11 لغو», «لغو-۱۱».
//
// What does not count: a longer number («112», «1111»), the number inside a sentence («11 تا»,
// «ساعت 11 میام»), digits split by a space («1 1», a typo we do not guess at), the word alone («لغو»),
// and «لغو 12», which says two opposite things and so changes nothing.
import { foldPersian } from '../core/persian-text.ts';

export type Cancel11Reply = 'cancel' | 'resume';

const WORD = 'لغو';

/** What a reply asks of the cancel-11 list, or null when it is an ordinary message. */
export function cancel11Reply(text: string): Cancel11Reply | null {
  if (text.length > 40) return null;
  const spaced = foldPersian(text)
    // Zero-width joiners (and the tatweel, which foldPersian drops) do not separate words.
    .replace(/\u200c|\u200d|\u200e|\u200f/g, '')
    .replace(new RegExp(WORD, 'g'), ` ${WORD} `)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const tokens = spaced === '' ? [] : spaced.split(' ');
  const words = tokens.filter((t) => t !== WORD);
  const said = tokens.length - words.length;
  if (words.length !== 1 || said > 1) return null;
  if (words[0] === '11') return 'cancel';
  if (words[0] === '12' && said === 0) return 'resume';
  return null;
}
