import type { ReactNode } from 'react';
import { messages } from '../../domain/core/messages.ts';
import { cancelEntry, type OutboxEntry } from '../lib/outbox/outbox.ts';
import { Button } from '../ui/button.tsx';
import * as styles from './outbox.css.ts';

/** What a waiting write's state says beside it. */
function stateText(entry: OutboxEntry): string {
  if (entry.state === 'conflict') return messages.outboxConflict;
  if (entry.state === 'refused') return messages.outboxRefused;
  return messages.waitsForNetwork;
}

/** The mark beside something shown before the server has it. */
export function WaitingBadge({ entry }: { entry?: OutboxEntry }) {
  return (
    <span className={styles.badge} data-outbox-state={entry?.state ?? 'waiting'}>
      <svg
        aria-hidden="true"
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {entry ? stateText(entry) : messages.waitsForNetwork}
    </span>
  );
}

/**
 * The writes of one kind a screen shows above its list while they wait: what each is, its state, and
 * "cancel". Nothing when none waits.
 */
export function PendingWrites({
  entries,
  title,
  render,
}: {
  entries: readonly OutboxEntry[];
  title: string;
  render: (entry: OutboxEntry) => ReactNode;
}) {
  if (entries.length === 0) return null;
  return (
    <ul className={styles.pending} aria-label={title}>
      {entries.map((entry) => (
        <li key={entry.id} className={styles.pendingItem} data-testid="pending-write">
          <span className={styles.pendingText}>{render(entry)}</span>
          <WaitingBadge entry={entry} />
          <Button size="small" variant="ghost" onClick={() => void cancelEntry(entry.id)}>
            لغو
          </Button>
        </li>
      ))}
    </ul>
  );
}
