import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/inbox/inbox.calls.ts';
import { type InboxItem, inboxMessages } from '../../../domain/inbox/inbox.schema.ts';
import { formatNumber, messages } from '../../../domain/index.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { call } from '../../lib/api.ts';
import { ExportButton } from '../../lib/export-button.tsx';
import { inboxUnreadKey } from '../../lib/inbox-unread.ts';
import { useLiveReadAgain } from '../../lib/live/use-live.ts';
import { writeOrQueue } from '../../lib/outbox/outbox.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { FilterBar } from '../../ui/filter-bar.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import * as styles from './inbox.css.ts';
import {
  type InboxSearch,
  inboxFilters,
  inboxKeys,
  inboxLinesQuery,
  inboxListQuery,
} from './inbox.queries.ts';
import { DeleteDialog, MessageDialog, SaveSendersDialog } from './inbox-dialogs.tsx';
import { InboxRows, lineNumber } from './inbox-rows.tsx';

const seenOptions = [
  { value: '0', label: 'خوانده‌نشده' },
  { value: '1', label: 'خوانده‌شده' },
] as const;

/** The received messages: filtered through the URL, opened, read and deleted, new ones arriving live. */
export function InboxScreen({ search }: { search: InboxSearch }) {
  const queryClient = useQueryClient();
  const lines = useQuery(inboxLinesQuery());
  const filters: FilterDef[] = [
    {
      type: 'options',
      key: 'line',
      title: 'خط دریافت',
      options: (lines.data ?? []).map((l) => ({ value: String(l.id), label: lineNumber(l.number) })),
    },
    { type: 'search', key: 'sender', title: 'شماره فرستنده' },
    { type: 'date_range', key: 'date', title: 'تاریخ دریافت', from: 'from', to: 'to' },
    { type: 'search', key: 'text', title: 'متن پیام' },
    { type: 'options', key: 'seen', title: 'وضعیت', options: seenOptions },
  ];
  const phone = useIsPhone();
  // On a phone the filters fold away under one line, open while some filter is on.
  const active = (['line', 'sender', 'from', 'to', 'text', 'seen'] as const).filter((k) => search[k]).length;
  const checked = inboxFilters(search);
  const apiFilters = 'filters' in checked ? checked.filters : {};
  const list = useQuery({
    ...inboxListQuery(search.page, search.limit, apiFilters),
    enabled: 'filters' in checked,
  });
  const rows = list.data?.items;
  const total = list.data?.meta.total ?? 0;

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [opened, setOpened] = useState<InboxItem | null>(null);
  const [deleting, setDeleting] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');
  // Another page or other filters: what was selected is out of sight, so it is let go.
  const [shown, setShown] = useState(rows);
  if (rows !== shown) {
    setShown(rows);
    const ids = new Set((rows ?? []).map((m) => m.messages_inbox_id));
    if ([...selected].some((id) => !ids.has(id)))
      setSelected(new Set([...selected].filter((id) => ids.has(id))));
  }

  // What waits in the outbox shows done: read ones read (and marked), deleted ones gone.
  const reads = useOutbox('inbox.read');
  const deletes = useOutbox('inbox.delete');
  const idsOf = (entries: typeof reads) => new Set(entries.flatMap((e) => e.detail.ids as number[]));
  const readWaiting = idsOf(reads);
  const deleteWaiting = idsOf(deletes);
  const shownRows = rows
    ?.filter((m) => !deleteWaiting.has(m.messages_inbox_id))
    .map((m) => (readWaiting.has(m.messages_inbox_id) ? { ...m, seen: '1' as const } : m));

  const refresh = (unread?: number) => {
    if (unread !== undefined) queryClient.setQueryData(inboxUnreadKey, unread);
    return queryClient.invalidateQueries({ queryKey: inboxKeys.lists() });
  };
  // A message that arrives shows at the top of the list without a reload.
  useLiveReadAgain(['inbox_message', 'inbox_unread'], () => void refresh());

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pageIds = (rows ?? []).map((m) => m.messages_inbox_id);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const open = async (message: InboxItem) => {
    setOpened(message);
    if (message.seen === '1') return;
    try {
      const read = await call(calls.inboxShowCall, { query: { id: String(message.messages_inbox_id) } });
      setOpened(read);
      await refresh((queryClient.getQueryData<number>(inboxUnreadKey) ?? 1) - 1);
    } catch {
      // Still shown from the list; the list says whether it was read.
    }
  };
  // Marking read and deleting wait in the outbox while offline; the list shows them done at once.
  const markRead = async () => {
    const ids = [...selected];
    const written = await writeOrQueue(
      calls.inboxReadCall,
      { body: { ids } },
      {
        kind: 'inbox.read',
        label: `${formatNumber(ids.length)} پیام دریافتی خوانده‌شده شود`,
        detail: { ids },
      },
    );
    setSelected(new Set());
    if (written.queued) return setNotice(messages.keptForNetwork);
    const result = written.data;
    setNotice(inboxMessages.markedRead(result.count));
    await refresh(result.unread);
  };
  const remove = async () => {
    const ids = deleting;
    const written = await writeOrQueue(
      calls.inboxDeleteCall,
      { body: { ids } },
      { kind: 'inbox.delete', label: `حذف ${formatNumber(ids.length)} پیام دریافتی`, detail: { ids } },
    );
    setSelected(new Set());
    setDeleting([]);
    setOpened(null);
    if (written.queued) return setNotice(messages.keptForNetwork);
    const result = written.data;
    setNotice(inboxMessages.deleted(result.count));
    await refresh(result.unread);
  };
  const saveSenders = async (title: string) => {
    const result = await call(calls.inboxSendersPhonebookCall, { body: { title, filters: apiFilters } });
    setSaving(false);
    setNotice(`${inboxMessages.phonebookSaved(result.count)}: «${title.trim()}»`);
  };

  return (
    <div className={styles.screen}>
      {phone ? (
        <details className={styles.filters} open={active > 0}>
          <summary className={styles.summary}>
            فیلترها{active > 0 ? ` (${formatNumber(active)})` : ''}
          </summary>
          <FilterBar filters={filters} />
        </details>
      ) : (
        <FilterBar filters={filters} />
      )}
      {'error' in checked ? (
        <p role="alert" className={styles.alert}>
          {checked.error}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <label className={styles.selectAll}>
          <input
            type="checkbox"
            className={styles.check}
            checked={allSelected}
            disabled={pageIds.length === 0}
            onChange={() => setSelected(allSelected ? new Set() : new Set(pageIds))}
          />
          انتخاب همهٔ این صفحه
        </label>
        {selected.size > 0 ? <span>{formatNumber(selected.size)} پیام انتخاب شده</span> : null}
        <Button
          size="medium"
          variant="secondary"
          disabled={selected.size === 0}
          onClick={() => void markRead()}
        >
          خوانده‌شده شود
        </Button>
        <Button
          size="medium"
          variant="danger"
          disabled={selected.size === 0}
          onClick={() => setDeleting([...selected])}
        >
          حذف
        </Button>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        <span className={styles.spacer} />
        <Button size="medium" variant="secondary" disabled={total === 0} onClick={() => setSaving(true)}>
          ذخیرهٔ فرستندگان در دفترچه تلفن
        </Button>
        {/* The file holds what the list shows: the same filters go with the export. */}
        <ExportButton target={{ kind: 'inbox', filters: apiFilters }} label="خروجی پیام‌ها" />
      </div>
      <PendingWrites entries={deletes} title="حذف‌های در انتظار شبکه" render={(e) => e.label} />
      <InboxRows
        rows={shownRows}
        waiting={readWaiting}
        status={'error' in checked ? 'success' : list.status}
        onRetry={() => void list.refetch()}
        selected={selected}
        toggle={toggle}
        open={(m) => void open(m)}
      />
      {total > 0 ? <Pagination total={total} /> : null}
      <MessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        onDelete={(m) => setDeleting([m.messages_inbox_id])}
      />
      <DeleteDialog count={deleting.length} onClose={() => setDeleting([])} onConfirm={remove} />
      <SaveSendersDialog open={saving} total={total} onClose={() => setSaving(false)} onSave={saveSenders} />
    </div>
  );
}
