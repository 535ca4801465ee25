import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import {
  EXPORT_FAILED_EVENT,
  EXPORT_PROGRESS_EVENT,
  EXPORT_READY_EVENT,
  type ExportEventData,
  type FileFormat,
} from '../../domain/files/files.schema.ts';
import { formatNumber } from '../../domain/index.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { useSubmission } from '../ui/use-submission.ts';
import { type ExportTarget, exportPermission, startExport } from './export.ts';
import * as styles from './export-button.css.ts';
import { useLiveEvent } from './live/use-live.ts';
import { useMay } from './permissions.ts';

const FORMATS: readonly { value: FileFormat; label: string }[] = [
  { value: 'xlsx', label: 'اکسل (xlsx)' },
  { value: 'csv', label: 'csv (متن جداشده با ویرگول)' },
];

type Job = { id: number; state: 'running' | 'ready' | 'failed'; progress: number; error: string | null };

/**
 * Exports a list as csv or xlsx. The file is made on the server: this says it is being prepared (with
 * its progress), and the shell's notice says when it is ready, with a link to download it.
 */
export function ExportButton({ target, label = 'خروجی' }: { target: ExportTarget; label?: string }) {
  const [open, setOpen] = useState(false);
  const [format, setFormat] = useState<FileFormat>('xlsx');
  const [job, setJob] = useState<Job | null>(null);
  const { busy, error, run } = useSubmission();
  const may = useMay();
  const name = useId();
  // A small export may be announced before its own answer arrives: the latest news of each is kept.
  const news = useRef(new Map<number, ExportEventData>());
  const follow = (message: { data?: unknown }) => {
    const data = message.data as ExportEventData | undefined;
    if (!data) return;
    news.current.set(data.id, data);
    // From the state as it is now: an event that lands before this render's handler is in place
    // still finds the job the answer has just set.
    setJob((current) => (current && data.id === current.id ? { ...current, ...data } : current));
  };
  useLiveEvent(EXPORT_PROGRESS_EVENT, follow);
  useLiveEvent(EXPORT_READY_EVENT, follow);
  useLiveEvent(EXPORT_FAILED_EVENT, follow);
  const begin = () =>
    void run(async () => {
      const file = await startExport(target, format);
      const started = { id: file.id, state: file.state, progress: file.progress, error: file.error };
      setJob({ ...started, ...news.current.get(file.id) });
      setOpen(false);
    });
  // A colleague whose roles do not include the export is not offered it (the server would refuse it).
  if (!may(exportPermission(target))) return null;
  return (
    <div className={styles.exporter}>
      <Button type="button" variant="secondary" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <p className={styles.status} role="status">
        {job?.state === 'running'
          ? `فایل خروجی در حال آماده‌سازی است${job.progress > 0 ? ` (${formatNumber(job.progress)}٪)` : ''}…`
          : null}
        {job?.state === 'ready' ? (
          <>
            فایل خروجی آماده است.{' '}
            <Link to="/file-management" className={styles.link}>
              مدیریت فایل‌ها
            </Link>
          </>
        ) : null}
        {job?.state === 'failed' ? <span className={styles.failed}>{job.error}</span> : null}
      </p>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="گرفتن خروجی"
        actions={
          <div className={styles.actions}>
            <Button type="button" busy={busy} onClick={begin}>
              ساخت فایل
            </Button>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              انصراف
            </Button>
          </div>
        }
      >
        <fieldset className={styles.choices}>
          <legend>نوع فایل</legend>
          {FORMATS.map((f) => (
            <label key={f.value} className={styles.choice}>
              <input
                type="radio"
                name={name}
                checked={format === f.value}
                onChange={() => setFormat(f.value)}
              />
              {f.label}
            </label>
          ))}
        </fieldset>
        <p className={styles.hint}>
          فایل روی سرور ساخته می‌شود؛ وقتی آماده شد خبرتان می‌کنیم و در «مدیریت فایل‌ها» دریافت می‌شود.
        </p>
        {error ? (
          <p role="alert" className={styles.alert}>
            {error}
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
