// SMS length, encoding and parts (3GPP TS 23.038 alphabet, TS 23.040 concatenation), and the
// cancel-11 suffix (a line break followed by لغو۱۱, 6 characters, appended to every send that needs it).
export type SmsEncoding = 'gsm7' | 'ucs2';
export type SmsParts = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes, the cancel-11 suffix included. */
  length: number;
  /** Parts the text is sent as; 0 for empty text. */
  parts: number;
  /** Room in each part: 160 or 70 for one part, 153 or 67 once the text is split. */
  perPart: number;
  /** Room left in the last part before another part is needed. */
  remaining: number;
};

/** A line break followed by لغو۱۱ (Persian digits), CANCEL_11_LENGTH = 6 characters. */
export const CANCEL_11_SUFFIX = '\nلغو۱۱';

/** One part, and each part of a split text (the rest carries the concatenation header). */
export const SMS_LIMITS = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

// The GSM 03.38 default alphabet (the escape at 0x1B left out) and its extension table, whose
// characters are sent as escape + character and so take two septets.
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
    '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

/** CRLF is one line break, as the textarea holds it and the operator sends it. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/** The text as sent: line breaks normalised, the cancel-11 suffix appended when asked. */
export function smsBody(text: string, options: { cancel11?: boolean } = {}): string {
  const body = normalizeLineBreaks(text);
  return options.cancel11 ? body + CANCEL_11_SUFFIX : body;
}

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENSION.has(ch)) return false;
  return true;
}

/** What each character of the text takes in the encoding, in order. */
function weights(text: string, encoding: SmsEncoding): number[] {
  return Array.from(text, (ch) => {
    if (encoding === 'gsm7') return GSM_EXTENSION.has(ch) ? 2 : 1;
    return (ch.codePointAt(0) as number) > 0xffff ? 2 : 1; // a surrogate pair, e.g. most emoji
  });
}

/**
 * Encoding, length and parts of an SMS. GSM-7 when every character is in the GSM
 * alphabet (extension characters € [ ] { } ~ ^ | \ and form feed count two), otherwise UCS-2,
 * where a character outside the BMP counts two. A split text is cut only between characters:
 * an escape pair or a surrogate pair never straddles two parts, so a part may hold one less.
 * With `cancel11` the suffix is appended first and counted like any other text.
 */
export function smsParts(text: string, options: { cancel11?: boolean } = {}): SmsParts {
  const body = smsBody(text, options);
  const encoding: SmsEncoding = isGsm7(body) ? 'gsm7' : 'ucs2';
  const w = weights(body, encoding);
  const length = w.reduce((sum, n) => sum + n, 0);
  const { single, multi } = SMS_LIMITS[encoding];
  if (length <= single)
    return { encoding, length, parts: length === 0 ? 0 : 1, perPart: single, remaining: single - length };
  let parts = 1;
  let used = 0;
  for (const n of w) {
    if (used + n > multi) {
      parts++;
      used = 0;
    }
    used += n;
  }
  return { encoding, length, parts, perPart: multi, remaining: multi - used };
}
