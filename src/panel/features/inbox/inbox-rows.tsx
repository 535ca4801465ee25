import type { InboxItem } from '../../../domain/inbox/inbox.schema.ts';
import { formatJalali, toPersianDigits } from '../../../domain/index.ts';
import { WaitingBadge } from '../../app/outbox-parts.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { RelativeTime } from '../../ui/relative-time.tsx';
import { TableState, type TableStatus } from '../../ui/table-state.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import * as styles from './inbox.css.ts';

/** +989121234567 → ۰۹۱۲۱۲۳۴۵۶۷, as people write a mobile in Iran. */
export const localNumber = (e164: string) =>
  toPersianDigits(e164.startsWith('+98') ? `0${e164.slice(3)}` : e164.replace(/^\+/, ''));
/** A line as it is dialled (+985000125478 → ۵۰۰۰۱۲۵۴۷۸). */
export const lineNumber = (e164: string) => toPersianDigits(e164.replace(/^\+98/, ''));
export const unread = (m: InboxItem) => m.seen === '0';
export const dateOf = (m: InboxItem) => new Date(m.time * 1000);

type Props = {
  rows: InboxItem[] | undefined;
  status: TableStatus;
  onRetry: () => void;
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  open: (message: InboxItem) => void;
  /** Messages marked read offline: shown read, marked as waiting for the network. */
  waiting?: ReadonlySet<number>;
};

function Check({ message, selected, toggle }: Pick<Props, 'selected' | 'toggle'> & { message: InboxItem }) {
  return (
    <input
      type="checkbox"
      className={styles.check}
      checked={selected.has(message.messages_inbox_id)}
      onChange={() => toggle(message.messages_inbox_id)}
      aria-label={`انتخاب پیام ${localNumber(message.from)}`}
    />
  );
}

function Text({ message, open }: { message: InboxItem; open: Props['open'] }) {
  return (
    <button
      type="button"
      className={unread(message) ? styles.textUnread : styles.text}
      onClick={() => open(message)}
    >
      {unread(message) ? <span className={styles.marker} aria-label="خوانده‌نشده" role="img" /> : null}
      {message.message}
    </button>
  );
}

/** The received messages: a table on a desktop, a compact list on a phone; unread ones in bold with a dot. */
export function InboxRows(props: Props) {
  const phone = useIsPhone();
  const { rows, status, onRetry, selected, toggle, open, waiting } = props;
  const mark = (m: InboxItem) => (waiting?.has(m.messages_inbox_id) ? <WaitingBadge /> : null);
  if (phone) {
    const list = status === 'success' ? (rows ?? []) : [];
    return (
      <section aria-label="پیام‌های دریافتی" aria-busy={status === 'pending'}>
        <ul className={styles.phoneList}>
          {list.map((m) => (
            <li key={m.messages_inbox_id} className={styles.phoneItem} data-unread={unread(m)}>
              <Check message={m} selected={selected} toggle={toggle} />
              <div className={styles.phoneBody}>
                <div className={styles.phoneHead}>
                  <bdi dir="ltr" className={styles.sender}>
                    {localNumber(m.from)}
                  </bdi>
                  <span className={styles.muted}>
                    <RelativeTime date={dateOf(m)} />
                  </span>
                </div>
                <Text message={m} open={open} />
                {mark(m)}
                <span className={styles.muted}>
                  خط <bdi dir="ltr">{lineNumber(m.number)}</bdi>
                </span>
              </div>
            </li>
          ))}
        </ul>
        <TableState status={status} empty={list.length === 0} onRetry={onRetry} />
      </section>
    );
  }
  const columns: Column<InboxItem>[] = [
    {
      key: 'select',
      title: 'انتخاب',
      cell: (m) => <Check message={m} selected={selected} toggle={toggle} />,
    },
    {
      key: 'from',
      title: 'فرستنده',
      cell: (m) => (
        <bdi dir="ltr" className={unread(m) ? styles.sender : undefined}>
          {localNumber(m.from)}
        </bdi>
      ),
    },
    { key: 'message', title: 'متن پیام', cell: (m) => <Text message={m} open={open} /> },
    { key: 'line', title: 'خط دریافت', cell: (m) => <bdi dir="ltr">{lineNumber(m.number)}</bdi> },
    {
      key: 'time',
      title: 'زمان دریافت',
      cell: (m) => (
        <span className={styles.when}>
          <bdi dir="ltr">{formatJalali(dateOf(m), true)}</bdi>
          <span className={styles.muted}>
            <RelativeTime date={dateOf(m)} />
          </span>
        </span>
      ),
    },
    {
      key: 'seen',
      title: 'وضعیت',
      cell: (m) => (
        <>
          {unread(m) ? 'خوانده‌نشده' : 'خوانده‌شده'} {mark(m)}
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption="پیام‌های دریافتی"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.messages_inbox_id}
      status={status}
      onRetry={onRetry}
    />
  );
}
