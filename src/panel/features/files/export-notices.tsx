import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import {
  EXPORT_PROGRESS_EVENT,
  EXPORT_READY_EVENT,
  type ExportEventData,
} from '../../../domain/schemas/files.schema.ts';
import { onLiveEvent } from '../../lib/live/live-bus.ts';
import { Button } from '../../ui/button.tsx';
import { downloadFile } from './download.ts';
import * as styles from './files.css.ts';
import { fileKeys, markFilesSeen, unseenFiles } from './files.queries.ts';

type Notice = Pick<ExportEventData, 'id' | 'name' | 'state' | 'error'>;

/**
 * Says when an export is ready (or failed), on whatever screen the user is: live, and for files that
 * finished while the user was away, once on the next visit. Each is marked seen on the server when
 * shown, so another tab or a reload does not say it again.
 */
export function ExportNotices() {
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<Notice[]>([]);
  useEffect(() => {
    let alive = true;
    const show = (found: Notice[]) => {
      const fresh = found.filter((f) => f.state !== 'running');
      if (!alive || fresh.length === 0) return;
      setNotices((current) => [...current.filter((n) => !fresh.some((f) => f.id === n.id)), ...fresh]);
      void markFilesSeen(fresh.map((f) => f.id)).catch(() => {});
    };
    const lookAway = () =>
      void unseenFiles()
        .then((page) => show(page.items))
        .catch(() => {});
    const finished = ({ data }: { data?: unknown }) => {
      void queryClient.invalidateQueries({ queryKey: fileKeys.all });
      if (data) show([data as Notice]);
    };
    const stops = [
      onLiveEvent(EXPORT_READY_EVENT, finished),
      onLiveEvent('export_failed', finished),
      onLiveEvent(
        EXPORT_PROGRESS_EVENT,
        () => void queryClient.invalidateQueries({ queryKey: fileKeys.all }),
      ),
      // A new connection may have missed news: ask the server what finished meanwhile.
      onLiveEvent('ready', lookAway),
    ];
    lookAway();
    return () => {
      alive = false;
      for (const stop of stops) stop();
    };
  }, [queryClient]);
  const dismiss = (id: number) => setNotices((current) => current.filter((n) => n.id !== id));
  return (
    <div className={styles.region} role="status">
      {notices.map((n) => (
        <div
          key={n.id}
          className={n.state === 'failed' ? `${styles.notice} ${styles.noticeFailed}` : styles.notice}
        >
          <p className={styles.noticeText}>
            {n.state === 'ready'
              ? `فایل «${n.name}» آماده است.`
              : `فایل «${n.name}» ساخته نشد: ${n.error ?? ''}`}
          </p>
          {n.state === 'ready' ? (
            <Button
              size="small"
              onClick={() => {
                void downloadFile(n).catch(() => {});
                dismiss(n.id);
              }}
            >
              دریافت فایل
            </Button>
          ) : null}
          <Link className={styles.link} to="/file-management" onClick={() => dismiss(n.id)}>
            مدیریت فایل‌ها
          </Link>
          <Button variant="ghost" size="small" onClick={() => dismiss(n.id)}>
            بستن
          </Button>
        </div>
      ))}
    </div>
  );
}
