// The unread count's live side, started with the app: the server tells every change (`inbox_message`
// with the new count when a message arrives, `inbox_unread` after a read or a delete on any device), so
// the query is written, not refetched. It names no call, so the first visit does not load the inbox's
// declarations for it.
import type { QueryClient } from '@tanstack/react-query';
import { onLiveEvent } from './live/live-bus.ts';

export const inboxUnreadKey = ['inbox', 'unread'] as const;

const unreadOf = (data: unknown): number | null => {
  const unread = (data as { unread?: unknown } | undefined)?.unread;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0 ? unread : null;
};

/** Writes the unread count a live event carries; returns the unsubscribe. */
export function syncInboxUnreadFromLive(queryClient: QueryClient): () => void {
  const write = (data: unknown) => {
    const unread = unreadOf(data);
    if (unread === null) return;
    // A fetch under way may have counted before this change: its older answer must not land after.
    void queryClient.cancelQueries({ queryKey: inboxUnreadKey }).then(() => {
      queryClient.setQueryData(inboxUnreadKey, unread);
    });
  };
  const stops = [
    onLiveEvent('inbox_message', ({ data }) => write(data)),
    onLiveEvent('inbox_unread', ({ data }) => write(data)),
    // Events sent while no socket was open were lost: count again.
    onLiveEvent('ready', () => {
      void queryClient.invalidateQueries({ queryKey: inboxUnreadKey }, { cancelRefetch: false });
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
