// The link tracker's calls, one shape for the composer's
// form, the server's validation and the OpenAPI document.
import * as v from 'valibot';
import { pagedQuery, WebsiteSchema } from '../core/fields.ts';
import {
  DEFAULT_UTM_CAMPAIGN,
  DEFAULT_UTM_SOURCE,
  linkTrackerMessages,
  UTM_VALUE_PATTERN,
} from './link-tracking.rules.ts';

/** An optional UTM value: empty means the default. */
const UtmValueSchema = (fallback: string) =>
  v.optional(
    v.pipe(
      v.string(linkTrackerMessages.invalidUtmValue),
      v.trim(),
      v.transform((s) => (s === '' ? fallback : s)),
      v.regex(UTM_VALUE_PATTERN, linkTrackerMessages.invalidUtmValue),
    ),
    fallback,
  );

/** `POST panel/link_tracker`: track a link (a website is http(s) on .com, .ir, .org, .co or .net). */
export const LinkTrackerCreateSchema = v.object({
  url: WebsiteSchema,
  utm_source: UtmValueSchema(DEFAULT_UTM_SOURCE),
  utm_campaign: UtmValueSchema(DEFAULT_UTM_CAMPAIGN),
});
export type LinkTrackerCreate = v.InferInput<typeof LinkTrackerCreateSchema>;

/** A tracked link: the short link goes in the SMS text, a click on it lands on `target_url`. */
export const TrackedLinkSchema = v.object({
  id: v.number(),
  code: v.string(),
  short_url: v.string(),
  /** The link as the user gave it. */
  url: v.string(),
  /** The link with its UTM parameters: where the short link redirects. */
  target_url: v.string(),
  utm_source: v.string(),
  utm_medium: v.string(),
  utm_campaign: v.string(),
  clicks: v.number(),
  created_at: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)),
});
export type TrackedLink = v.InferOutput<typeof TrackedLinkSchema>;

/** `GET panel/link_tracker?page=&limit=`: the user's tracked links, newest first. */
export const LinkTrackerListQuerySchema = pagedQuery({}, 100, 20);
