// The dashboard: the provider's news, quick-access links and banners.
import * as calls from '../../domain/dashboard/dashboard.calls.ts';
import { implement } from '../http/calls.ts';
import type { ServerDeps } from '../http/context.ts';
import { activeBanners, newsPage, quickAccessLinkList } from './dashboard.ts';

export const dashboardHandlers = (deps: ServerDeps) => [
  implement(calls.newsListCall, async ({ auth, query }) => newsPage(deps.db, auth.account.id, query)),
  implement(calls.quickAccessCall, async () => quickAccessLinkList(deps.db)),
  implement(calls.bannersCall, async () => activeBanners(deps.db)),
];
