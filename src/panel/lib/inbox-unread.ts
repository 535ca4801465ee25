// How many received messages are unread: the shell shows it beside the inbox, and the inbox screen
// changes it. The server tells every change live (inbox-unread-live.ts writes it into this query).
import { queryOptions } from '@tanstack/react-query';
import { inboxUnreadCall } from '../../domain/inbox/inbox.calls.ts';
import { call } from './api.ts';
import { inboxUnreadKey } from './inbox-unread-live.ts';

export { inboxUnreadKey } from './inbox-unread-live.ts';

export const inboxUnreadQuery = () =>
  queryOptions({
    queryKey: inboxUnreadKey,
    queryFn: async () => (await call(inboxUnreadCall)).unread,
  });
