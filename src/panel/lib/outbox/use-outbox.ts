import { useSyncExternalStore } from 'react';
import { type OutboxEntry, type OutboxKind, outbox } from './outbox.ts';

/** What waits in the outbox, oldest first; of one kind when given. */
export function useOutbox(...kinds: OutboxKind[]): readonly OutboxEntry[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.current);
  return kinds.length > 0 ? all.filter((e) => kinds.includes(e.kind)) : all;
}
