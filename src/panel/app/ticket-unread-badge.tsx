// The unread answers beside the tickets entry of the menu; support's answers change it live. Loaded
// lazily by the menu: nothing of it is on the login page's first visit.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNumber } from '../../domain/index.ts';
import { ticketUnreadCall } from '../../domain/support/support.calls.ts';
import { call } from '../lib/api.ts';
import { useLiveEvent } from '../lib/live/use-live.ts';
import { ticketUnreadKey } from '../lib/ticket-unread.ts';
import * as badge from './unread-badge.css.ts';

export function TicketUnreadCount() {
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: ticketUnreadKey,
    queryFn: async () => (await call(ticketUnreadCall)).count,
    // A colleague without the permission is refused: no badge, no retries.
    retry: false,
  });
  useLiveEvent('ticket_updated', ({ data }) => {
    const n = (data as { unread?: unknown } | undefined)?.unread;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return;
    // A fetch under way may have counted before this answer: its older count must not land after.
    void queryClient.cancelQueries({ queryKey: ticketUnreadKey }).then(() => {
      queryClient.setQueryData(ticketUnreadKey, n);
    });
  });
  useLiveEvent('ready', () => {
    void queryClient.invalidateQueries({ queryKey: ticketUnreadKey });
  });
  const n = unread.data ?? 0;
  if (n === 0) return null;
  return (
    <span className={badge.count} data-testid="nav-ticket-unread">
      {formatNumber(n)}
      <span className={badge.hidden}> پاسخ خوانده‌نشده</span>
    </span>
  );
}
