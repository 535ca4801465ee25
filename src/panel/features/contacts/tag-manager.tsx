import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as calls from '../../../domain/contacts/contacts.calls.ts';
import { formatNumber } from '../../../domain/index.ts';
import { call } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as styles from './contacts.css.ts';
import { refreshContacts, tagListQuery } from './contacts.queries.ts';

type TagCount = { tag: string; count: number };

/**
 * The tags in use, each with how many contacts carry it; one is deleted from every contact after a
 * confirmation naming it and that count. The contacts themselves stay.
 */
export function TagManager({ onDone }: { onDone: (message: string) => void }) {
  const queryClient = useQueryClient();
  const tags = useQuery(tagListQuery());
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<TagCount | null>(null);
  // Apart from the chosen tag, so the question stays while the dialog plays its way out.
  const [confirming, setConfirming] = useState(false);
  if (!tags.data || tags.data.length === 0) return null;
  const remove = async () => {
    if (!chosen) return;
    await call(calls.tagDeleteCall, { body: { tags: [chosen.tag] } });
    setConfirming(false);
    onDone(`برچسب «${chosen.tag}» از همهٔ مخاطبان برداشته شد`);
    await refreshContacts(queryClient);
  };
  return (
    <>
      <Button size="medium" variant="secondary" onClick={() => setOpen(true)}>
        مدیریت برچسب‌ها
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="برچسب‌ها"
        actions={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            بستن
          </Button>
        }
      >
        <ul className={styles.rows} aria-label="برچسب‌های در حال استفاده">
          {tags.data.map((t) => (
            <li key={t.tag} className={styles.row}>
              <div className={styles.rowBody}>
                <span className={styles.menuTitle}>{t.tag}</span>
                <span className={styles.muted}>{formatNumber(t.count)} مخاطب</span>
              </div>
              <Button
                size="small"
                variant="ghost"
                aria-label={`حذف برچسب ${t.tag}`}
                onClick={() => {
                  // One dialog at a time: the list closes while the delete is confirmed.
                  setOpen(false);
                  setChosen(t);
                  setConfirming(true);
                }}
              >
                حذف
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
      <ConfirmDeleteDialog
        open={confirming}
        title="حذف برچسب"
        onClose={() => setConfirming(false)}
        onConfirm={remove}
      >
        {chosen
          ? `برچسب «${chosen.tag}» از ${formatNumber(chosen.count)} مخاطبی که آن را دارند برداشته شود؟ خود مخاطبان می‌مانند.`
          : null}
      </ConfirmDeleteDialog>
    </>
  );
}
