import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatNumber, formatRials } from '../../../domain/index.ts';
import { sendCancelCall } from '../../../domain/send/send.calls.ts';
import { accountKeys } from '../../lib/account.queries.ts';
import { useMay } from '../../lib/permissions.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useSubmission } from '../../ui/use-submission.ts';
import * as styles from './report-details.css.ts';
import { reportDetailKeys, stopSending } from './report-details.queries.ts';

/**
 * Stop sending, confirmed first: what has not gone out is stopped and its price returns to the
 * wallet; the refund is told after. `pending` is how many have not gone out yet.
 */
export function StopSending({ id, pending }: { id: string; pending: number }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // One key per stop the user asks for: a retry of the same stop is the same stop.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { busy, error, run } = useSubmission();
  const may = useMay();
  const stop = () =>
    void run(async () => {
      const report = await stopSending(id, key);
      queryClient.setQueryData(reportDetailKeys.summary(id), report);
      await queryClient.invalidateQueries({ queryKey: reportDetailKeys.bulk(id) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      setOpen(false);
      setKey(crypto.randomUUID());
    });
  // A member whose roles do not include stopping a send is not offered it (the server would refuse).
  if (!may(sendCancelCall.permission)) return null;
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        توقف ارسال
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="توقف ارسال"
        actions={
          <div className={styles.actions}>
            <Button variant="danger" busy={busy} onClick={stop}>
              بله، متوقف شود
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              انصراف
            </Button>
          </div>
        }
      >
        <p>
          ارسال متوقف شود؟ {formatNumber(pending)} پیامی که هنوز نرفته است فرستاده نمی‌شود و هزینهٔ آن به کیف
          پول بازمی‌گردد. پیام‌هایی که رفته‌اند برنمی‌گردند.
        </p>
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </Dialog>
    </>
  );
}

/** After a stop: what came back to the wallet. */
export function RefundNotice({ refunded }: { refunded: number }) {
  return (
    <p role="status" className={styles.notice}>
      ارسال متوقف شد؛ {formatRials(refunded)} به کیف پول بازگشت.
    </p>
  );
}
