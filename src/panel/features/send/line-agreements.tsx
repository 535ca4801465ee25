import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toPersianDigits } from '../../../domain/index.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { acceptAgreements, agreementKeys, lineAgreementsQuery } from './agreements.queries.ts';
import * as styles from './line-agreements.css.ts';

/**
 * A line's agreements are accepted before sending from it (the server refuses otherwise),
 * so the composer says so under the line field and lets the user read and accept them in place.
 * Nothing shows while they are all accepted, or while it is not known (offline). The dialog stays
 * mounted so it can animate out once the last one is accepted.
 */
export function LineAgreements({ lineId }: { lineId: string }) {
  const queryClient = useQueryClient();
  const agreements = useQuery(lineAgreementsQuery(lineId));
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const pending = (agreements.data ?? []).filter((a) => !a.accepted);
  const accept = useMutation({
    mutationFn: (ids: readonly number[]) => acceptAgreements(lineId, ids),
    onSuccess: (list) => {
      queryClient.setQueryData(agreementKeys.line(lineId), list);
      setChecked(new Set());
      if (list.every((a) => a.accepted)) setOpen(false);
    },
  });
  const toggle = (id: number, on: boolean) =>
    setChecked((now) => {
      const next = new Set(now);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosen = pending.filter((a) => checked.has(a.id)).map((a) => a.id);
  return (
    <>
      {pending.length > 0 ? (
        <div className={styles.notice}>
          <p className={styles.noticeText}>
            {toPersianDigits(pending.length)} تعهدنامهٔ این خط هنوز پذیرفته نشده است؛ پیش از ارسال آن‌ها را
            بپذیرید.
          </p>
          <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
            خواندن و پذیرش تعهدنامه‌ها
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="تعهدنامه‌های خط ارسال"
        actions={
          <>
            <Button
              variant="primary"
              busy={accept.isPending}
              disabled={chosen.length === 0}
              onClick={() => accept.mutate(chosen)}
            >
              پذیرش
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              انصراف
            </Button>
          </>
        }
      >
        <ul className={styles.list}>
          {pending.map((a) => (
            <li key={a.id} className={styles.item}>
              <h3 className={styles.title}>{a.title}</h3>
              <p className={styles.body}>{a.body}</p>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  className={styles.box}
                  checked={checked.has(a.id)}
                  onChange={(event) => toggle(a.id, event.currentTarget.checked)}
                />
                {a.title} را می‌پذیرم
              </label>
            </li>
          ))}
        </ul>
        {accept.isError ? (
          <p role="alert" className={styles.error}>
            {accept.error.message}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}
