import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toPersianDigits } from '../../domain/core/digits.ts';
import { formatJalali } from '../../domain/core/jalali-format.ts';
import { messages } from '../../domain/core/messages.ts';
import { cancelEntry, keepMine, type OutboxEntry } from '../lib/outbox/outbox.ts';
import { type Shown, serverCopy } from '../lib/outbox/server-copies.ts';
import { useOutbox } from '../lib/outbox/use-outbox.ts';
import { useOnline } from '../lib/use-online.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import * as styles from './outbox.css.ts';
import { WaitingBadge } from './outbox-parts.tsx';

function Version({ title, shown }: { title: string; shown: Shown }) {
  return (
    <div className={styles.version}>
      <p className={styles.versionTitle}>{title}</p>
      <dl>
        {shown.map(([label, value]) => (
          <div key={label} className={styles.pair}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** An edit whose thing changed on the server meanwhile: both versions, and the user's choice. */
function Conflict({ entry }: { entry: OutboxEntry }) {
  const copy = useQuery({
    queryKey: ['outbox', 'server-copy', entry.id],
    queryFn: () => serverCopy(entry),
    staleTime: 0,
    gcTime: 0,
  });
  const mine = (entry.detail.shown ?? []) as Shown;
  if (copy.status === 'pending') return <p className={styles.muted}>در حال خواندن نسخهٔ روی سرور…</p>;
  if (copy.status === 'error')
    return (
      <p className={styles.problem}>
        نسخهٔ روی سرور خوانده نشد.{' '}
        <Button size="small" variant="ghost" onClick={() => void copy.refetch()}>
          تلاش دوباره
        </Button>
      </p>
    );
  const server = copy.data;
  return (
    <>
      <div className={styles.versions}>
        <Version title="نسخهٔ شما" shown={mine} />
        {server ? (
          <Version title="نسخهٔ روی سرور" shown={server.shown} />
        ) : (
          <p className={styles.version}>این مورد دیگر روی سرور نیست.</p>
        )}
      </div>
      <div className={styles.actions}>
        {server ? (
          <Button size="small" variant="primary" onClick={() => void keepMine(entry.id, server.revision)}>
            نگه داشتن نسخهٔ من
          </Button>
        ) : null}
        <Button size="small" variant="secondary" onClick={() => void cancelEntry(entry.id)}>
          {server ? 'نگه داشتن نسخهٔ روی سرور' : 'کنار گذاشتن نسخهٔ من'}
        </Button>
      </div>
    </>
  );
}

function Item({ entry }: { entry: OutboxEntry }) {
  return (
    <li className={styles.item} data-testid="outbox-item">
      <div className={styles.itemHead}>
        <p className={styles.label}>{entry.label}</p>
        <WaitingBadge entry={entry} />
      </div>
      {/* It may have waited for days: the day too, in Iran's time as every time the panel shows. */}
      <p className={styles.muted}>
        ساخته‌شده در <bdi dir="ltr">{formatJalali(new Date(entry.createdAt), true)}</bdi>
      </p>
      {entry.state === 'refused' && entry.problem ? <p className={styles.problem}>{entry.problem}</p> : null}
      {entry.state === 'conflict' ? (
        <>
          {entry.problem ? <p className={styles.problem}>{entry.problem}</p> : null}
          <Conflict entry={entry} />
        </>
      ) : (
        <div className={styles.actions}>
          <Button size="small" variant="ghost" onClick={() => void cancelEntry(entry.id)}>
            {entry.state === 'refused' ? 'حذف' : 'لغو'}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The outbox: every write that waits, in the order made, each with its state and "cancel". */
export function OutboxSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const entries = useOutbox();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="صندوق ارسال"
      actions={
        <Button variant="secondary" onClick={onClose}>
          بستن
        </Button>
      }
    >
      {entries.length === 0 ? (
        <p className={styles.muted}>همهٔ تغییرها به سرور رسیده‌اند.</p>
      ) : (
        <ol className={styles.list} aria-label="تغییرهای در انتظار">
          {entries.map((entry) => (
            <Item key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </Dialog>
  );
}

/** A line under the header while writes wait: how many, and the way to the outbox. */
export function OutboxBar() {
  const entries = useOutbox();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const stuck = entries.filter((e) => e.state !== 'waiting').length;
  const waiting = entries.length - stuck;
  if (entries.length === 0 && !open) return null;
  const parts: string[] = [];
  if (waiting > 0)
    parts.push(`${toPersianDigits(waiting)} تغییر ${online ? 'در حال ارسال' : messages.waitsForNetwork}`);
  if (stuck > 0) parts.push(`${toPersianDigits(stuck)} تغییر نیازمند تصمیم شما`);
  return (
    <div className={styles.bar} role="status">
      <p className={styles.barText}>{parts.join('، ')}</p>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        صندوق ارسال
      </Button>
      <OutboxSheet open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
