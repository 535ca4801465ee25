// The dashboard: the provider's news, quick-access links and banners.
import * as calls from '../../domain/api/calls/dashboard.calls.ts';
import { implement } from '../services/calls.ts';
import type { ServerDeps } from '../services/context.ts';
import { activeBanners, newsPage, quickAccessLinkList } from '../services/dashboard.ts';

export const dashboardHandlers = (deps: ServerDeps) => [
  implement(calls.newsListCall, async ({ auth, query }) => newsPage(deps.db, auth.user.id, query)),
  implement(calls.quickAccessCall, async () => quickAccessLinkList(deps.db)),
  implement(calls.bannersCall, async () => activeBanners(deps.db)),
];
