// UTM link tracking in an SMS text. A link in the text is
// swapped for a short tracked link that counts clicks and redirects to the link with UTM parameters;
// a tracked link used in the text cannot be removed until it is removed from the text.
import type { MESSAGE_CODES } from '../core/message-codes.ts';
import { messages } from '../core/messages.ts';

/** Every tracked link says it came from an SMS. */
export const UTM_MEDIUM = 'sms';
/** What utm_source and utm_campaign say when the user leaves them empty. */
export const DEFAULT_UTM_SOURCE = 'payamak';
export const DEFAULT_UTM_CAMPAIGN = 'sms';
/** Short codes are this many Latin letters and digits: 62^7 codes, short enough to cost few characters. */
export const SHORT_CODE_LENGTH = 7;
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{7}$/;
/** Where a short link lives on the server: under /v1 so the panel's service worker leaves it alone. */
export const SHORT_LINK_PREFIX = '/v1/l/';
/** UTM values: Latin letters, digits, dot, hyphen and underscore (they travel in a URL, unescaped). */
export const UTM_VALUE_PATTERN = /^[A-Za-z0-9._-]{1,50}$/;

/** The meta message_code of the plan-upgrade 403, so the panel can offer a ticket. */
export const PLAN_REQUIRED_CODE: (typeof MESSAGE_CODES)['planRequired'] = '403-6';

export const linkTrackerMessages = {
  /** The rule and its message live in messages.ts. */
  linkInText: messages.utmLinkInText,
  /** UTM tracking needs a plan upgrade; the plan is bought through a ticket. */
  planRequired: `${messages.utmNeedsUpgrade}. برای ارتقای طرح تیکت ثبت کنید.`,
  invalidUtmValue: 'مقدار UTM فقط می‌تواند شامل حروف انگلیسی، عدد، نقطه، خط تیره و زیرخط باشد',
  created: 'لینک ردیابی ساخته شد',
  reused: 'این لینک پیش‌تر ساخته شده بود',
  linkNotFound: 'لینک ردیابی یافت نشد',
} as const;

export type UtmParams = { source: string; medium: string; campaign: string };

// A link runs from http(s):// to the first space or character a URL does not carry unescaped
// (Persian letters and quotes included, so «https://x.ir» and "لینک:https://x.ir را" work).
const LINK = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/gi;
// Punctuation that ends a sentence rather than the link.
const TRAILING = /[.,;:!?'()[\]]+$/;

type Found = { url: string; index: number };

function scan(text: string): Found[] {
  const found: Found[] = [];
  for (const match of text.matchAll(LINK)) {
    let url = match[0];
    // A closing bracket the link opened belongs to it: https://fa.wikipedia.org/wiki/X_(Y)
    const trimmed = url.replace(TRAILING, '');
    const opens = (trimmed.match(/\(/g) ?? []).length;
    const closes = (trimmed.match(/\)/g) ?? []).length;
    url = opens > closes && url.startsWith(`${trimmed})`) ? `${trimmed})` : trimmed;
    if (/^https?:\/\/[^/?#]+/i.test(url)) found.push({ url, index: match.index });
  }
  return found;
}

/** The http and https links in a text, in order, each once. */
export function findLinks(text: string): string[] {
  return [...new Set(scan(text).map((f) => f.url))];
}

/** The link with utm_source, utm_medium and utm_campaign set (replacing any it had), its hash kept. */
export function buildUtmUrl(url: string, utm: UtmParams): string {
  const target = new URL(url.trim());
  target.searchParams.set('utm_source', utm.source);
  target.searchParams.set('utm_medium', utm.medium);
  target.searchParams.set('utm_campaign', utm.campaign);
  return target.toString();
}

/** The short link of a code on a server (origin like https://sms.example.ir). */
export function shortLinkUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${SHORT_LINK_PREFIX}${code}`;
}

/** Whether the text holds this exact link (not merely a longer link that starts with it). */
export function textHasLink(text: string, url: string): boolean {
  return scan(text).some((f) => f.url === url);
}

/**
 * The text with every occurrence of the link `from` replaced by `to`. When the text does not hold
 * `from`, `to` is added at the end, after a space.
 */
export function putLinkInText(text: string, from: string, to: string): string {
  const found = scan(text).filter((f) => f.url === from);
  if (found.length === 0) return text === '' || /\s$/.test(text) ? `${text}${to}` : `${text} ${to}`;
  let result = '';
  let at = 0;
  for (const f of found) {
    result += text.slice(at, f.index) + to;
    at = f.index + f.url.length;
  }
  return result + text.slice(at);
}

/** A tracked link can be removed only once the text no longer holds it. */
export function canRemoveTrackedLink(text: string, shortUrl: string): boolean {
  return !textHasLink(text, shortUrl);
}

/** Why a tracked link cannot be removed now, or null when it can. */
export function trackedLinkRemovalError(text: string, shortUrl: string): string | null {
  return canRemoveTrackedLink(text, shortUrl) ? null : linkTrackerMessages.linkInText;
}
