import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber } from '../../../domain/index.ts';
import { useMobileLayout } from '../../lib/mobile-layout.tsx';
import { Button } from '../../ui/button.tsx';
import { EmptyArea } from '../../ui/empty-area.tsx';
import { TableState } from '../../ui/table-state.tsx';
import { BookDialog } from './book-dialog.tsx';
import * as styles from './contacts.css.ts';
import { bookQuery } from './contacts.queries.ts';
import { ContactsList } from './contacts-list.tsx';
import type { ContactFilters, ListPaging } from './contacts-search.ts';
import { ContactImport } from './import/contact-import.tsx';

/** One phonebook: its members paged and searched, added to, imported into from a file, exported. */
export function BookScreen({ id, search }: { id: string; search: ListPaging & ContactFilters }) {
  const book = useQuery(bookQuery(id));
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const found = book.data ?? null;
  useMobileLayout({ title: found?.title ?? 'دفترچه تلفن' });
  if (book.data === undefined)
    return <TableState status={book.status} empty={false} onRetry={() => void book.refetch()} />;
  if (!found)
    return (
      <EmptyArea
        title="دفترچه تلفن پیدا نشد"
        description="این دفترچه حذف شده یا از آنِ شما نیست."
        action={{ to: '/contacts', label: 'مخاطبان' }}
      />
    );
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label="دفترچه تلفن">
        <div className={styles.rowHead}>
          <h2 className={styles.cardTitle}>{found.title}</h2>
          <Button size="small" variant="secondary" onClick={() => setEditing(true)}>
            ویرایش دفترچه
          </Button>
        </div>
        <span className={styles.muted}>
          {formatNumber(found.count)} مخاطب
          {found.options.length > 0 ? ` · ویژگی‌ها: ${found.options.map((o) => o.title).join('، ')}` : ''}
          {found.import_status !== 0 ? ' · در حال ورود از فایل' : ''}
        </span>
        <p role="status" className={styles.notice}>
          {notice}
        </p>
        <ContactImport phonebookId={found.id} phonebookTitle={found.title} />
      </section>
      <ContactsList search={search} book={{ id: found.id, title: found.title }} />
      {editing ? <BookDialog book={found} onClose={() => setEditing(false)} onSaved={setNotice} /> : null}
    </div>
  );
}
