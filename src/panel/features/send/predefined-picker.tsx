import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messages, SELECT_SEARCH_DEBOUNCE_MS } from '../../../domain/index.ts';
import { predefinedListQuery } from '../../lib/predefined.queries.ts';
import { GroupChips } from '../../lib/predefined-groups.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import * as styles from './predefined-picker.css.ts';

/** The composer picks up a saved text; choosing one hands it over and closes. */
export function PredefinedPicker({ onPick }: { onPick: (text: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
        انتخاب از پیام‌های آماده
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="پیام‌های آماده">
        {open ? (
          <PickerBody
            onPick={(text) => {
              onPick(text);
              setOpen(false);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function PickerBody({ onPick }: { onPick: (text: string) => void }) {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [groupId, setGroupId] = useState<number | null>(null);
  // A list's search waits for a pause in typing, as the select's does.
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SELECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useInfiniteQuery({
    ...predefinedListQuery({ q, groupId }),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q !== '' || groupId !== null;

  return (
    <div className={styles.body}>
      <TextField
        label="جستجو در عنوان و متن"
        value={search}
        onValueChange={setSearch}
        onEnter={(v) => setQ(v.trim())}
      />
      <GroupChips value={groupId} onChange={setGroupId} noneLabel="همه" label="گروه" />
      {list.isPending ? (
        <p className={styles.status} role="status">
          در حال دریافت…
        </p>
      ) : list.isError && items.length === 0 ? (
        <p className={styles.error} role="alert">
          {list.error.message || messages.receiveError}
        </p>
      ) : items.length === 0 ? (
        <p className={styles.status} role="status">
          {filtered ? messages.nothingFound : messages.listEmpty}
        </p>
      ) : (
        <ul className={styles.list} aria-label="پیام‌های آماده" aria-busy={list.isFetching || undefined}>
          {items.map((item) => (
            <li key={item.draft_id}>
              <button type="button" className={styles.item} onClick={() => onPick(item.message)}>
                {item.title ? <span className={styles.itemTitle}>{item.title}</span> : null}
                <span className={styles.itemText}>{item.message}</span>
                {item.group_title ? <span className={styles.itemGroup}>{item.group_title}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="ghost" busy={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          نمایش موارد بیشتر
        </Button>
      ) : null}
    </div>
  );
}
