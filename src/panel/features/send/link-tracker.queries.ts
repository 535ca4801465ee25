import type { LinkTrackerCreate, TrackedLink } from '../../../domain/index.ts';
import { trackLinkCall } from '../../../domain/send/link-tracker.calls.ts';
import { call } from '../../lib/api.ts';

/** Panel/link_tracker makes a short tracked link for a website (the same one again answers the same). */
export function createTrackedLink(body: LinkTrackerCreate) {
  return call(trackLinkCall, { body });
}

/** What the composer's draft keeps of a tracked link: enough to show it and to check the text. */
export type DraftLink = Pick<TrackedLink, 'code' | 'short_url' | 'url' | 'utm_campaign'>;
