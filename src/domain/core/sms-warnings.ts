// Characters worth a warning in an SMS: invisible ones that cost room (and often force UCS-2, so
// a Latin text drops from 160 to 70 characters a part) or that scramble the reading order, and
// Arabic letters that look like the Persian ones but are different characters, which breaks
// searching and the recipient's sorting. ZWNJ (U+200C, نیم‌فاصله) is correct Persian: not flagged.
export type SuspiciousKind = 'invisible' | 'direction' | 'lookalike';
export type SuspiciousChar = {
  /** Position in the text, in UTF-16 code units (a textarea's selection offsets). */
  index: number;
  char: string;
  /** e.g. 'U+200B' */
  code: string;
  kind: SuspiciousKind;
  /** What it is, in Persian, for the warning list. */
  description: string;
  /** What the fix puts in its place ('' removes it). */
  replacement: string;
};

const ZWNJ = '\u200c';
const ZWJ = '\u200d';

const TABLE: Record<string, { kind: SuspiciousKind; description: string; replacement: string }> = {
  '\u200b': { kind: 'invisible', description: 'فاصلهٔ نامرئی (صفرعرض)', replacement: '' },
  [ZWJ]: { kind: 'invisible', description: 'اتصال‌دهندهٔ نامرئی', replacement: '' },
  '\u2060': { kind: 'invisible', description: 'پیوند نامرئی کلمه', replacement: '' },
  '\ufeff': { kind: 'invisible', description: 'نویسهٔ نامرئی BOM', replacement: '' },
  '\u00ad': { kind: 'invisible', description: 'خط تیرهٔ نامرئی', replacement: '' },
  '\u00a0': { kind: 'lookalike', description: 'فاصلهٔ نشکن به جای فاصلهٔ معمولی', replacement: ' ' },
  '\u200e': { kind: 'direction', description: 'نشانهٔ نامرئی جهت چپ‌به‌راست', replacement: '' },
  '\u200f': { kind: 'direction', description: 'نشانهٔ نامرئی جهت راست‌به‌چپ', replacement: '' },
  '\u061c': { kind: 'direction', description: 'نشانهٔ نامرئی جهت عربی', replacement: '' },
  '\u064a': { kind: 'lookalike', description: '«ي» عربی به جای «ی» فارسی', replacement: 'ی' },
  '\u0649': { kind: 'lookalike', description: '«ى» عربی به جای «ی» فارسی', replacement: 'ی' },
  '\u0643': { kind: 'lookalike', description: '«ك» عربی به جای «ک» فارسی', replacement: 'ک' },
};
// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
const PICTOGRAPH = /\p{Extended_Pictographic}|\ufe0f/u;
const ARABIC_LETTER = /\p{Script=Arabic}/u;

const code = (ch: string) => `U+${(ch.codePointAt(0) as number).toString(16).toUpperCase().padStart(4, '0')}`;

/** The suspicious characters of a text with their positions, in text order. */
export function findSuspiciousChars(text: string): SuspiciousChar[] {
  const found: SuspiciousChar[] = [];
  let index = 0;
  const chars = Array.from(text);
  chars.forEach((char, i) => {
    const entry = BIDI_CONTROL.test(char)
      ? { kind: 'direction' as const, description: 'کنترل نامرئی جهت متن', replacement: '' }
      : TABLE[char];
    // A ZWJ between emoji joins them into one picture (👨‍👩‍👧): that one is meant.
    const joinsEmoji =
      char === ZWJ && PICTOGRAPH.test(chars[i - 1] ?? '') && PICTOGRAPH.test(chars[i + 1] ?? '');
    if (entry && !joinsEmoji) {
      // A zero-width space between two Persian letters was meant as a half-space: the fix says so.
      const halfSpace =
        char === '\u200b' && ARABIC_LETTER.test(chars[i - 1] ?? '') && ARABIC_LETTER.test(chars[i + 1] ?? '');
      found.push({
        index,
        char,
        code: code(char),
        ...entry,
        replacement: halfSpace ? ZWNJ : entry.replacement,
      });
    }
    index += char.length;
  });
  return found;
}

/** The text with every suspicious character replaced as its warning says. */
export function fixSuspiciousChars(text: string): string {
  let out = '';
  let from = 0;
  for (const s of findSuspiciousChars(text)) {
    out += text.slice(from, s.index) + s.replacement;
    from = s.index + s.char.length;
  }
  return out + text.slice(from);
}
