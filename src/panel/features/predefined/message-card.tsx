import { Link } from '@tanstack/react-router';
import { type PredefinedMessageItem, smsParts, toPersianDigits } from '../../../domain/index.ts';
import { WaitingBadge } from '../../app/outbox-parts.tsx';
import type { OutboxEntry } from '../../lib/outbox/outbox.ts';
import { Button } from '../../ui/button.tsx';
import * as styles from './predefined.css.ts';

/** The message as the user last wrote it: a queued edit's text and title over the server's copy. */
export function withEdit(
  item: PredefinedMessageItem,
  waiting: OutboxEntry | undefined,
): PredefinedMessageItem {
  if (!waiting) return item;
  return { ...item, message: String(waiting.detail.message), title: String(waiting.detail.title) || null };
}

type Props = {
  item: PredefinedMessageItem;
  /** An edit of it waiting in the outbox: shown in its place, marked. */
  waiting?: OutboxEntry | undefined;
  checked: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onMove: () => void;
  onDelete: () => void;
};

/** One saved text: its title (a link to its page), its first lines, its group and parts, its actions. */
export function MessageCard({ item: saved, waiting, checked, onToggle, onEdit, onMove, onDelete }: Props) {
  const item = withEdit(saved, waiting);
  const name = item.title || item.message.slice(0, 30);
  const parts = smsParts(item.message, { cancel11: true }).parts;
  return (
    <li className={styles.card}>
      <input
        type="checkbox"
        className={styles.check}
        checked={checked}
        onChange={onToggle}
        aria-label={`انتخاب ${name}`}
      />
      <div className={styles.cardBody}>
        {/* An untitled message is named by its text: the text itself opens it. */}
        {item.title ? (
          <>
            <Link
              to="/predefined-messages/$id"
              params={{ id: String(item.draft_id) }}
              className={styles.cardTitle}
            >
              {item.title}
            </Link>
            <p className={styles.clamp}>{item.message}</p>
          </>
        ) : (
          <Link
            to="/predefined-messages/$id"
            params={{ id: String(item.draft_id) }}
            className={`${styles.clamp} ${styles.textLink}`}
          >
            {item.message}
          </Link>
        )}
        <span className={styles.meta}>
          {item.group_title ?? 'بدون گروه'} · {toPersianDigits(parts)} بخش
        </span>
        {waiting ? <WaitingBadge entry={waiting} /> : null}
        <div className={styles.actions}>
          <Button size="small" variant="secondary" onClick={onEdit} aria-label={`ویرایش ${name}`}>
            ویرایش
          </Button>
          <Button size="small" variant="ghost" onClick={onMove} aria-label={`انتقال ${name}`}>
            انتقال
          </Button>
          <Button size="small" variant="ghost" onClick={onDelete} aria-label={`حذف ${name}`}>
            حذف
          </Button>
        </div>
      </div>
    </li>
  );
}
