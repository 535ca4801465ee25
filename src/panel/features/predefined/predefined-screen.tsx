import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import {
  formatNumber,
  messages,
  type PredefinedGroupItem,
  type PredefinedMessageItem,
  predefinedMessages,
} from '../../../domain/index.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { predefinedGroupsQuery } from '../../lib/predefined.queries.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { GroupDialog } from './group-dialog.tsx';
import { GroupList } from './group-list.tsx';
import { MessageCard, withEdit } from './message-card.tsx';
import { MessageDialog } from './message-dialog.tsx';
import { MoveDialog } from './move-dialog.tsx';
import * as styles from './predefined.css.ts';
import {
  deleteGroup,
  deletePredefined,
  predefinedPageQuery,
  predefinedTotalQuery,
  refreshPredefined,
} from './predefined-screen.queries.ts';
import { type GroupFilter, groupFilterOf } from './predefined-search.ts';
import { SearchBox } from './search-box.tsx';

type Search = { page: number; limit: number; group?: 'none' | number | undefined; q?: string | undefined };

/** The saved texts by group, searched, made, edited, moved and deleted; the groups made and deleted. */
export function PredefinedScreen({ search }: { search: Search }) {
  // Edits and new messages made offline show at once, marked, until the server has them.
  const adds = [...useOutbox('draft.group'), ...useOutbox('draft.add')];
  const edits = new Map(useOutbox('draft.edit').map((e) => [Number(e.detail.draft_id), e] as const));
  const queryClient = useQueryClient();
  const navigate = useNavigate({ from: '/predefined-messages/' });
  const group = groupFilterOf(search.group);
  const q = search.q ?? '';
  const groups = useQuery(predefinedGroupsQuery());
  const total = useQuery(predefinedTotalQuery());
  const list = useQuery({
    ...predefinedPageQuery({ group, q, page: search.page, limit: search.limit }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = items.filter((item) => selected.has(item.draft_id));
  const [editing, setEditing] = useState<PredefinedMessageItem | null | undefined>(undefined);
  const [moving, setMoving] = useState<PredefinedMessageItem[]>([]);
  const [deleting, setDeleting] = useState<PredefinedMessageItem[]>([]);
  const [naming, setNaming] = useState<PredefinedGroupItem | null | undefined>(undefined);
  const [dropping, setDropping] = useState<PredefinedGroupItem | null>(null);
  const [notice, setNotice] = useState('');

  const go = useCallback(
    (change: { group?: GroupFilter; q?: string }) => {
      setSelected(new Set());
      void navigate({
        search: (prev) => {
          const nextGroup = change.group ?? groupFilterOf(prev.group);
          const nextQ = change.q ?? prev.q ?? '';
          return {
            ...prev,
            page: 1,
            group: nextGroup === 'all' ? undefined : nextGroup,
            q: nextQ === '' ? undefined : nextQ,
          };
        },
        replace: true,
      });
    },
    [navigate],
  );
  const onSearch = useCallback((next: string) => go({ q: next }), [go]);
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allChosen = items.length > 0 && chosen.length === items.length;
  const removeMessages = async () => {
    await deletePredefined(deleting.map((item) => item.draft_id));
    setNotice(
      deleting.length === 1
        ? predefinedMessages.messageDeleted
        : `${formatNumber(deleting.length)} پیام آماده حذف شد`,
    );
    setDeleting([]);
    setSelected(new Set());
    await refreshPredefined(queryClient);
  };
  const removeGroup = async () => {
    if (!dropping) return;
    await deleteGroup(dropping.draft_group_id);
    setNotice(predefinedMessages.groupDeleted);
    setDropping(null);
    if (group === dropping.draft_group_id) go({ group: 'all' });
    await refreshPredefined(queryClient);
  };

  const filtered = q !== '' || group !== 'all';
  // Empty only when the user truly has none: a search or a group with no match says so in the list.
  const empty = total.data === 0 && groups.data?.length === 0;
  return (
    <>
      {empty ? (
        <div className={styles.main}>
          <EmptyArea
            title="پیام آماده‌ای نیست"
            description="متن‌های پرکاربرد را ذخیره کنید تا هنگام ارسال سریع‌تر بنویسید."
          />
          <div className={styles.emptyActions}>
            <Button onClick={() => setEditing(null)}>پیام آماده تازه</Button>
            <Button variant="secondary" onClick={() => setNaming(null)}>
              گروه تازه
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.layout}>
          <GroupList
            groups={groups.data ?? []}
            total={total.data}
            current={group}
            onSelect={(next) => go({ group: next })}
            onNew={() => setNaming(null)}
            onRename={setNaming}
            onDelete={setDropping}
          />
          <div className={styles.main}>
            <SearchBox value={q} onSearch={onSearch} />
            <div className={styles.toolbar}>
              <Button onClick={() => setEditing(null)}>پیام آماده تازه</Button>
              {items.length > 0 ? (
                <>
                  <label className={styles.selectAll}>
                    <input
                      type="checkbox"
                      className={styles.check}
                      checked={allChosen}
                      onChange={() =>
                        setSelected(allChosen ? new Set() : new Set(items.map((item) => item.draft_id)))
                      }
                    />
                    {chosen.length > 0 ? `${formatNumber(chosen.length)} انتخاب‌شده` : 'انتخاب همه'}
                  </label>
                  {chosen.length > 0 ? (
                    <>
                      <Button variant="secondary" onClick={() => setMoving(chosen)}>
                        انتقال انتخاب‌شده‌ها
                      </Button>
                      <Button variant="danger" onClick={() => setDeleting(chosen)}>
                        حذف انتخاب‌شده‌ها
                      </Button>
                    </>
                  ) : null}
                </>
              ) : null}
            </div>
            <p role="status" className={styles.notice}>
              {notice}
            </p>
            <PendingWrites
              entries={adds}
              title="پیام‌های آماده در انتظار شبکه"
              render={(e) =>
                e.kind === 'draft.group' ? e.label : String(e.detail.title || e.detail.message)
              }
            />
            {!list.data ? (
              <TableState status={list.status} empty={false} onRetry={() => void list.refetch()} />
            ) : items.length === 0 ? (
              <p role="status" className={styles.status}>
                {filtered ? messages.nothingFound : messages.listEmpty}
              </p>
            ) : (
              <ul className={styles.list} aria-label="پیام‌های آماده" aria-busy={list.isFetching || undefined}>
                {items.map((item) => (
                  <MessageCard
                    key={item.draft_id}
                    item={item}
                    waiting={edits.get(item.draft_id)}
                    checked={selected.has(item.draft_id)}
                    onToggle={() => toggle(item.draft_id)}
                    onEdit={() => setEditing(withEdit(item, edits.get(item.draft_id)))}
                    onMove={() => setMoving([item])}
                    onDelete={() => setDeleting([item])}
                  />
                ))}
              </ul>
            )}
            {list.data && list.isError ? (
              <TableState status="error" empty={false} held onRetry={() => void list.refetch()} />
            ) : null}
            {(list.data?.meta.total ?? 0) > search.limit ? (
              <Pagination total={list.data?.meta.total ?? 0} />
            ) : null}
          </div>
        </div>
      )}
      {editing !== undefined ? (
        <MessageDialog
          key={editing?.draft_id ?? 'new'}
          item={editing}
          groupId={typeof group === 'number' ? group : null}
          onClose={() => setEditing(undefined)}
          onSaved={setNotice}
        />
      ) : null}
      {moving.length > 0 ? (
        <MoveDialog
          items={moving}
          onClose={() => setMoving([])}
          onMoved={(message) => {
            setNotice(message);
            setSelected(new Set());
          }}
        />
      ) : null}
      {naming !== undefined ? (
        <GroupDialog
          key={naming?.draft_group_id ?? 'new'}
          group={naming}
          onClose={() => setNaming(undefined)}
          onSaved={setNotice}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting.length > 0}
        title="حذف پیام آماده"
        onClose={() => setDeleting([])}
        onConfirm={removeMessages}
      >
        {deleting.length === 1
          ? `پیام آمادهٔ «${deleting[0]?.title || deleting[0]?.message.slice(0, 40)}» حذف شود؟`
          : `${formatNumber(deleting.length)} پیام آماده حذف شوند؟`}{' '}
        حذف‌شده بازنمی‌گردد.
      </ConfirmDeleteDialog>
      <ConfirmDeleteDialog
        open={dropping !== null}
        title="حذف گروه"
        onClose={() => setDropping(null)}
        onConfirm={removeGroup}
      >
        {dropping && dropping.count > 0
          ? `گروه «${dropping.title}» با ${formatNumber(dropping.count)} پیام آماده‌اش حذف شود؟`
          : `گروه «${dropping?.title ?? ''}» حذف شود؟ پیامی در آن نیست.`}{' '}
        حذف‌شده بازنمی‌گردد.
      </ConfirmDeleteDialog>
    </>
  );
}
