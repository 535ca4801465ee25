import { Link } from '@tanstack/react-router';
import type { ContactItem } from '../../../domain/contacts/contacts.schema.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { TableState, type TableStatus } from '../../ui/table-state.tsx';
import { useIsPhone } from '../../ui/use-media-query.ts';
import { isoToJalali, localNumber } from './contact-format.ts';
import * as styles from './contacts.css.ts';
import { RowCheck } from './list-filters.tsx';

type Props = {
  rows: ContactItem[] | undefined;
  status: TableStatus;
  onRetry: () => void;
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
  onEdit: (contact: ContactItem) => void;
  /** Inside one book the book column says nothing new. */
  showBook: boolean;
};

const person = (c: ContactItem) => [c.pre, c.name].filter(Boolean).join(' ') || '—';

function NumberLink({ contact }: { contact: ContactItem }) {
  return (
    <Link to="/contacts/$id" params={{ id: String(contact.id) }} className={styles.link}>
      <bdi dir="ltr">{localNumber(contact.number)}</bdi>
    </Link>
  );
}

function Tags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="برچسب‌ها">
      {tags.map((t) => (
        <li key={t} className={styles.chip}>
          {t}
        </li>
      ))}
    </ul>
  );
}

/** Contacts: a table on a desktop, a list on a phone; each opens its own page from its number. */
export function ContactRows({ rows, status, onRetry, selected, toggle, onEdit, showBook }: Props) {
  const phone = useIsPhone();
  const check = (c: ContactItem) => (
    <RowCheck
      label={`انتخاب ${localNumber(c.number)}`}
      checked={selected.has(c.id)}
      onChange={() => toggle(c.id)}
    />
  );
  if (phone) {
    const list = rows ?? [];
    return (
      <section aria-label="مخاطبان" aria-busy={status === 'pending'}>
        <ul className={styles.rows}>
          {list.map((c) => (
            <li key={c.id} className={styles.row}>
              {check(c)}
              <div className={styles.rowBody}>
                <div className={styles.rowHead}>
                  <NumberLink contact={c} />
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => onEdit(c)}
                    aria-label={`ویرایش ${localNumber(c.number)}`}
                  >
                    ویرایش
                  </Button>
                </div>
                <span>{person(c)}</span>
                {showBook ? <span className={styles.muted}>{c.phonebook_title}</span> : null}
                <Tags tags={c.tags} />
              </div>
            </li>
          ))}
        </ul>
        <TableState status={status} empty={list.length === 0} held={rows !== undefined} onRetry={onRetry} />
      </section>
    );
  }
  const columns: Column<ContactItem>[] = [
    { key: 'select', title: 'انتخاب', cell: check },
    { key: 'number', title: 'شماره', cell: (c) => <NumberLink contact={c} /> },
    { key: 'name', title: 'نام', cell: person },
    ...(showBook
      ? [
          {
            key: 'book',
            title: 'دفترچه تلفن',
            cell: (c: ContactItem) => (
              <Link to="/contacts/group/$id" params={{ id: String(c.phonebook_id) }} className={styles.link}>
                {c.phonebook_title}
              </Link>
            ),
          },
        ]
      : []),
    { key: 'tags', title: 'برچسب‌ها', cell: (c) => <Tags tags={c.tags} /> },
    { key: 'created', title: 'تاریخ افزودن', cell: (c) => <bdi dir="ltr">{isoToJalali(c.created_at)}</bdi> },
    {
      key: 'edit',
      title: 'ویرایش',
      cell: (c) => (
        <Button
          size="small"
          variant="secondary"
          onClick={() => onEdit(c)}
          aria-label={`ویرایش ${localNumber(c.number)}`}
        >
          ویرایش
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="مخاطبان"
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      status={status}
      onRetry={onRetry}
    />
  );
}
