import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { bulkStatusLabels, formatNumber, formatRials, toPersianDigits } from '../../../domain/index.ts';
import { useLiveEvent } from '../../lib/live/use-live.ts';
import { button } from '../../ui/button.css.ts';
import { Button } from '../../ui/button.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import * as styles from './send.css.ts';
import { bulkReportQuery, cancelSend, sendKeys } from './send.queries.ts';
import type { BulkProgress, SendData } from './send-types.ts';

/** The send's id and summary, its live progress, 'stop sending' while it goes out. */
export function SuccessScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  // The send's own answer, kept by the composer under this key; after a reload or a queued replay the
  // send is read back from report/by_bulk instead.
  const answer = queryClient.getQueryData<SendData>(sendKeys.bulk(id));
  const report = useQuery({ ...bulkReportQuery(id), enabled: !answer });
  const read = report.data?.bulk;
  const summary =
    answer ??
    (read ? { recipients: read.total - read.counts[4], price: read.price, status: read.status } : undefined);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [stopKey] = useState(() => crypto.randomUUID());
  // Events counted, so a read begun before one cannot land after it with older counts.
  const heard = useRef(0);
  useLiveEvent('bulk_progress', (message) => {
    const data = message.data as BulkProgress | undefined;
    if (!data || String(data.bulk_id) !== id) return;
    heard.current += 1;
    setProgress(data);
  });
  // The server says `ready` on every new connection: what it sent while there was none was lost, so
  // the send is read back once (its summary carries the same counts as the event).
  useLiveEvent('ready', () => {
    const before = heard.current;
    void queryClient.fetchQuery({ ...bulkReportQuery(id), staleTime: 0 }).then(
      ({ bulk }) => {
        if (heard.current === before) setProgress(bulk);
      },
      () => {},
    );
  });
  const stop = useMutation({ mutationFn: () => cancelSend(id, stopKey) });
  const total = progress?.total ?? summary?.recipients ?? 0;
  const sent = progress ? progress.total - progress.pending : 0;
  const status = stop.data?.status ?? progress?.status ?? summary?.status;
  const finished = status === 'done' || status === 'cancelled';
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="sent-title">
        <h2 id="sent-title" className={styles.cardTitle}>
          خلاصهٔ ارسال
        </h2>
        <dl className={styles.facts}>
          <dt>شناسهٔ ارسال</dt>
          <dd className={styles.factValue}>{toPersianDigits(id)}</dd>
          {summary?.recipients !== undefined ? (
            <>
              <dt>گیرندگان</dt>
              <dd className={styles.factValue}>{formatNumber(summary.recipients)}</dd>
            </>
          ) : null}
          {status ? (
            <>
              <dt>وضعیت</dt>
              <dd className={styles.factValue}>{bulkStatusLabels[status]}</dd>
            </>
          ) : null}
          {summary?.price !== undefined ? (
            <>
              <dt>هزینه</dt>
              <dd className={styles.factValue}>{formatRials(summary.price)}</dd>
            </>
          ) : null}
        </dl>
        <ProgressBar label="پیشرفت ارسال" value={total > 0 ? (sent / total) * 100 : 0} />
        {progress ? (
          <p className={styles.muted}>
            {formatNumber(sent)} از {formatNumber(total)} فرستاده شد
            {` · ${formatNumber(progress.counts[2])} رسیده به گوشی · ${formatNumber(progress.counts[3])} نرسیده به گوشی`}
          </p>
        ) : null}
        {stop.data ? (
          <p role="status">ارسال متوقف شد؛ {formatRials(stop.data.refund)} به کیف پول بازگشت.</p>
        ) : null}
        {stop.isError ? (
          <p role="alert" className={styles.error}>
            {stop.error.message}
          </p>
        ) : null}
        <div className={styles.actions}>
          {finished ? null : (
            <Button variant="danger" busy={stop.isPending} onClick={() => stop.mutate()}>
              توقف ارسال
            </Button>
          )}
          <Link className={button({ variant: 'secondary' })} to="/reports/$id" params={{ id }}>
            گزارش این ارسال
          </Link>
          <Link className={button({ variant: 'ghost' })} to="/send-sms">
            ارسال تازه
          </Link>
        </div>
      </section>
    </div>
  );
}
