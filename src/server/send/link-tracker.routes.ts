// UTM link tracking; the short links themselves are served at the app's root.
import { Hono } from 'hono';
import { linkTrackerMessages, SHORT_CODE_PATTERN, SHORT_LINK_PREFIX } from '../../domain/index.ts';
import * as calls from '../../domain/send/link-tracker.calls.ts';
import { implement, reply } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { followShortLink, trackedLinkPage, trackLink } from './link-tracker.ts';

export const linkTrackerHandlers = ({ db, clock }: ServerDeps) => [
  implement(calls.trackLinkCall, async ({ auth, body, c }) => {
    const { link, created } = await trackLink(db, clock, auth.account.id, new URL(c.req.url).origin, body);
    return created ? reply(link, linkTrackerMessages.created, 201) : reply(link, linkTrackerMessages.reused);
  }),
  implement(calls.trackedLinkListCall, async ({ auth, query, c }) => {
    return trackedLinkPage(db, auth.account.id, new URL(c.req.url).origin, query);
  }),
];

/** The short links, mounted at the app's root: a GET counts a click and redirects. */
export function shortLinkRoutes(deps: ServerDeps) {
  return new Hono().get(`${SHORT_LINK_PREFIX}:code`, async (c) => {
    const code = c.req.param('code');
    c.header('Cache-Control', 'no-store');
    if (!SHORT_CODE_PATTERN.test(code)) return c.text(linkTrackerMessages.linkNotFound, 404);
    const target = await followShortLink(deps.db, code, c.req.method === 'GET');
    if (!target) return c.text(linkTrackerMessages.linkNotFound, 404);
    return c.redirect(target, 302);
  });
}
