import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PATTERN_BOX_POLL_MS } from '../../../domain/index.ts';
import * as calls from '../../../domain/patterns/patterns.calls.ts';
import {
  PATTERN_REVIEWED_EVENT,
  type PatternItem,
  type PatternReviewedEvent,
} from '../../../domain/patterns/patterns.schema.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { ApiError, call } from '../../lib/api.ts';
import { useLiveEvent, useLiveStatus } from '../../lib/live/use-live.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { button } from '../../ui/button.css.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { ApiSnippet } from './api-snippet.tsx';
import { CopyCode, StateBadge } from './pattern-parts.tsx';
import { liveVersion, revisionVersion, VersionCard } from './pattern-version.tsx';
import * as styles from './patterns.css.ts';
import { patternKeys, patternQuery, refreshPatterns } from './patterns.queries.ts';
import { TestSend } from './test-send.tsx';

/** Something of this pattern still waits for the reviewer. */
const waiting = (p: PatternItem) =>
  p.pattern_status === 'pending' || (p.state === 'edited' && p.revision.pattern_status === 'pending');

/**
 * The reviewer's answer, live: the pattern_reviewed event reads the pattern again at once. Should the
 * live channel be down while something waits, the pattern is asked for again every second instead.
 */
function useReviewedPattern(code: string) {
  const queryClient = useQueryClient();
  const live = useLiveStatus();
  useLiveEvent(PATTERN_REVIEWED_EVENT, (message) => {
    const data = message.data as PatternReviewedEvent | undefined;
    if (data?.pattern_code === code) void refreshPatterns(queryClient);
  });
  // The server says `ready` on every new connection: what it sent while there was none was lost.
  useLiveEvent('ready', () => void refreshPatterns(queryClient));
  return useQuery({
    ...patternQuery(code),
    retry: false,
    refetchInterval: (query) =>
      query.state.data && waiting(query.state.data) && live !== 'OPEN' ? PATTERN_BOX_POLL_MS : false,
  });
}

/** One of the user's patterns: its live text, state and comment, the second version of an edit, a test send. */
export function PatternScreen({ code }: { code: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pattern = useReviewedPattern(code);
  const [deleting, setDeleting] = useState(false);
  // An edit made offline, until the server has it (or, changed meanwhile, the user chooses).
  const waiting = useOutbox('pattern.edit').filter((e) => e.detail.code === code);

  if (pattern.error instanceof ApiError && pattern.error.status === 404)
    return (
      <EmptyArea
        title="الگو پیدا نشد"
        description="این الگو حذف شده یا از آنِ شما نیست."
        action={{ to: '/pattern', label: 'الگوها' }}
      />
    );
  if (!pattern.data)
    return <TableState status={pattern.status} empty={false} onRetry={() => void pattern.refetch()} />;
  const p = pattern.data;
  const edited = p.state === 'edited';
  const remove = async () => {
    await call(calls.patternDeleteCall, { params: { pattern_code: code } });
    queryClient.removeQueries({ queryKey: patternKeys.one(code) });
    await refreshPatterns(queryClient);
    await navigate({ to: '/pattern' });
  };
  return (
    <div className={styles.screen}>
      <PendingWrites entries={waiting} title="ویرایش‌های در انتظار شبکه" render={(e) => e.label} />
      <section className={styles.card} aria-labelledby="pattern-title">
        <div className={styles.cardHead}>
          <h2 id="pattern-title" className={styles.cardTitle}>
            {p.title || 'الگوی بی‌عنوان'}
          </h2>
          <span data-testid="pattern-state">
            <StateBadge state={p.state} />
          </span>
        </div>
        <dl className={styles.facts}>
          <dt className={styles.term}>کد الگو</dt>
          <dd className={styles.value}>
            <CopyCode code={p.pattern_code} />
          </dd>
          {p.pattern_is_share ? (
            <>
              <dt className={styles.term}>اشتراک</dt>
              <dd className={styles.value}>الگوی اشتراکی: همکاران شما هم با آن ارسال می‌کنند</dd>
            </>
          ) : null}
        </dl>
        {p.readonly ? null : (
          <div className={styles.actions}>
            <Link
              to="/pattern/update/$id"
              params={{ id: p.pattern_code }}
              className={button({ variant: 'secondary' })}
            >
              ویرایش
            </Link>
            <Button variant="ghost" onClick={() => setDeleting(true)}>
              حذف
            </Button>
          </div>
        )}
      </section>
      {edited ? (
        <div className={styles.versions}>
          <VersionCard heading="نسخهٔ فعال" version={liveVersion(p)} />
          <VersionCard heading="نسخهٔ ویرایش‌شده" version={revisionVersion(p)} />
        </div>
      ) : (
        <VersionCard heading="متن الگو" version={liveVersion(p)} stateShown={false} />
      )}
      <div className={styles.versions}>
        <TestSend code={p.pattern_code} variables={p.variable} sendable={p.pattern_status === 'active'} />
        <ApiSnippet code={p.pattern_code} variables={p.variable} />
      </div>
      <ConfirmDeleteDialog
        open={deleting}
        title="حذف الگو"
        onClose={() => setDeleting(false)}
        onConfirm={remove}
      >
        الگوی «{p.title || p.pattern_code}» حذف شود؟ ارسال‌هایی که با کد آن از API می‌آیند پس از این پذیرفته
        نمی‌شوند.
      </ConfirmDeleteDialog>
    </div>
  );
}
