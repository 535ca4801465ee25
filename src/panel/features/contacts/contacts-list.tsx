import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import {
  CONTACT_COUNT_CAP,
  type ContactItem,
  contactMessages,
} from '../../../domain/contacts/contacts.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { PendingWrites } from '../../app/outbox-parts.tsx';
import { call } from '../../lib/api.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import type { FilterDef } from '../../ui/filter-field.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ContactDialog } from './contact-dialog.tsx';
import { type ContactDraft, draftOf } from './contact-form.ts';
import { localNumber } from './contact-format.ts';
import { ContactRows } from './contact-rows.tsx';
import * as styles from './contacts.css.ts';
import {
  allOptionsQuery,
  bookChoicesQuery,
  contactListFor,
  contactQuery,
  refreshContacts,
  tagListQuery,
} from './contacts.queries.ts';
import type { ContactFilters, ListPaging } from './contacts-search.ts';
import { ContactExportButton } from './export/contact-export.tsx';
import { ListFilters, NumberFilterError, numberFilterError, SelectionActions } from './list-filters.tsx';
import { TagDialog } from './tag-dialog.tsx';
import { TagManager } from './tag-manager.tsx';
import { useSelection } from './use-selection.ts';

type Props = {
  search: ListPaging & ContactFilters;
  /** One book's members: the book filter is this book and the book column goes. */
  book?: { id: number; title: string };
};

/**
 * Contacts searched across books (or inside one) by number in any digit script, name, book, tag and a
 * feature's value, all in the URL; paged; several deleted or tagged at once; added and edited here.
 */
export function ContactsList({ search, book }: Props) {
  const queryClient = useQueryClient();
  const books = useQuery({ ...bookChoicesQuery(), enabled: !book });
  const tags = useQuery(tagListQuery());
  const features = useQuery(allOptionsQuery());
  const types = Object.fromEntries((features.data ?? []).map((f) => [String(f.id), f.type]));
  const featureType = search.feature ? types[search.feature] : undefined;
  const filters: FilterDef[] = [
    { type: 'search', key: 'number', title: 'شماره' },
    { type: 'search', key: 'name', title: 'نام' },
    ...(book
      ? []
      : [
          {
            type: 'options' as const,
            key: 'book',
            title: 'دفترچه تلفن',
            options: (books.data ?? []).map((b) => ({ value: String(b.id), label: b.title })),
          },
        ]),
    {
      type: 'options',
      key: 'tag',
      title: 'برچسب',
      options: (tags.data ?? []).map((t) => ({ value: t.tag, label: t.tag })),
    },
    {
      type: 'options',
      key: 'feature',
      title: 'ویژگی',
      options: (features.data ?? []).map((f) => ({ value: String(f.id), label: f.title })),
    },
    {
      type: 'search',
      key: 'value',
      title: featureType === 'date' ? 'مقدار ویژگی (۱۴۰۳/۰۵/۲۰)' : 'مقدار ویژگی',
    },
  ];
  const bad =
    numberFilterError(search.number) ||
    (search.value && !search.feature ? contactMessages.optionValueNeedsOption : '');
  const list = useQuery({
    ...contactListFor({ ...search, book: book ? String(book.id) : search.book }, featureType),
    // A feature's type decides how its value is read: the list waits for the features when one is chosen.
    enabled: !bad && !(search.feature && features.status === 'pending'),
  });
  const rows = list.data?.items;
  const total = list.data?.meta.total ?? 0;
  const selection = useSelection(rows, (c: ContactItem) => c.id);
  const [editing, setEditing] = useState<
    { id: number; draft: ContactDraft; revision: string } | null | undefined
  >(undefined);
  const [deleting, setDeleting] = useState<number[]>([]);
  const [tagging, setTagging] = useState<number[]>([]);
  const [notice, setNotice] = useState('');
  const filtered = Boolean(search.number || search.name || search.book || search.tag || search.feature);
  // What the user added or edited offline shows at once, marked, until the server has it.
  const bookId = book?.id ?? (search.book ? Number(search.book) : undefined);
  const pending = useOutbox().filter(
    (e) =>
      (e.kind === 'contact.add' && (bookId === undefined || e.detail.phonebook_id === bookId)) ||
      e.kind === 'contact.edit' ||
      e.kind === 'contact.tags',
  );

  const remove = async () => {
    await call(calls.contactDeleteCall, { body: { listNumbers: deleting } });
    setNotice(contactMessages.deleted(deleting.length));
    setDeleting([]);
    selection.clear();
    await refreshContacts(queryClient);
  };
  const query = contactQuery(search);
  const exportFilters = {
    ...(book ? { phonebook_id: book.id } : search.book ? { phonebook_id: Number(search.book) } : {}),
    ...(query.number ? { number: query.number } : {}),
    ...(query.name ? { name: query.name } : {}),
    ...(query.tag ? { tag: query.tag } : {}),
  };
  const empty = list.status === 'success' && total === 0 && !filtered;
  return (
    <div className={styles.screen}>
      {empty ? null : (
        <>
          <ListFilters filters={filters} />
          <NumberFilterError message={bad} />
        </>
      )}
      <div className={styles.toolbar}>
        <Button size="medium" onClick={() => setEditing(null)}>
          مخاطب تازه
        </Button>
        <TagManager onDone={setNotice} />
        {rows && rows.length > 0 ? (
          <SelectionActions
            selection={selection}
            noun="مخاطب"
            actions={[
              { label: 'برچسب', variant: 'secondary', onClick: () => setTagging([...selection.selected]) },
              { label: 'حذف', variant: 'danger', onClick: () => setDeleting([...selection.selected]) },
            ]}
          />
        ) : null}
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        <span className={styles.spacer} />
        {total > 0 ? <ContactExportButton filters={exportFilters} /> : null}
      </div>
      <PendingWrites
        entries={pending}
        title="مخاطبان در انتظار شبکه"
        render={(e) =>
          e.kind === 'contact.add' ? (
            <>
              <bdi dir="ltr">{localNumber(String(e.detail.number))}</bdi> {String(e.detail.name ?? '')}
            </>
          ) : (
            e.label
          )
        }
      />
      {empty ? (
        <EmptyArea
          title={book ? 'این دفترچه خالی است' : 'مخاطبی ندارید'}
          description={
            book
              ? 'با «مخاطب تازه» یک مخاطب بیفزایید یا فهرستی را از فایل وارد کنید.'
              : 'اول یک دفترچه تلفن بسازید، سپس مخاطبان را یکی‌یکی بیفزایید یا از فایل وارد کنید.'
          }
        />
      ) : (
        <>
          {total >= CONTACT_COUNT_CAP ? (
            <p className={styles.muted}>
              بیش از {formatNumber(CONTACT_COUNT_CAP)} مخاطب یافت شد؛ جستجو را دقیق‌تر کنید.
            </p>
          ) : null}
          <ContactRows
            rows={rows}
            status={bad ? 'success' : list.status}
            onRetry={() => void list.refetch()}
            selected={selection.selected}
            toggle={selection.toggle}
            onEdit={(c) => setEditing({ id: c.id, draft: draftOf(c, types), revision: c.revision })}
            showBook={!book}
          />
          {total > 0 ? <Pagination total={total} /> : null}
        </>
      )}
      {editing !== undefined ? (
        <ContactDialog
          key={editing?.id ?? 'new'}
          {...(editing ? { editing } : {})}
          {...(book ? { bookId: book.id } : search.book ? { bookId: Number(search.book) } : {})}
          onClose={() => setEditing(undefined)}
          onSaved={setNotice}
        />
      ) : null}
      {tagging.length > 0 ? (
        <TagDialog ids={tagging} onClose={() => setTagging([])} onDone={setNotice} />
      ) : null}
      <ConfirmDeleteDialog
        open={deleting.length > 0}
        title="حذف مخاطبان"
        onClose={() => setDeleting([])}
        onConfirm={remove}
      >
        {formatNumber(deleting.length)} مخاطب از دفترچه‌هایشان حذف شوند؟ مخاطب حذف‌شده بازنمی‌گردد.
      </ConfirmDeleteDialog>
    </div>
  );
}
