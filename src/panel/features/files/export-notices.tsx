import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import {
  EXPORT_FAILED_EVENT,
  EXPORT_PROGRESS_EVENT,
  EXPORT_READY_EVENT,
  type ExportEventData,
} from '../../../domain/files/files.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import { onLiveEvent } from '../../lib/live/live-bus.ts';
import { useMay } from '../../lib/permissions.ts';
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
  // The files screen shows every file itself: news there is marked seen without a notice.
  const path = useRouterState({ select: (s) => s.location.pathname });
  const onFilesScreen = useRef(false);
  // Only a member who may see the files is told of them (a colleague without it would be refused).
  const mayFiles = useMay()('files.view');
  onFilesScreen.current = path === '/file-management';
  useEffect(() => {
    if (path === '/file-management') setNotices([]);
  }, [path]);
  useEffect(() => {
    if (!mayFiles) return;
    let alive = true;
    const show = (found: Notice[]) => {
      const fresh = found.filter((f) => f.state !== 'running');
      if (!alive || fresh.length === 0) return;
      void markFilesSeen(fresh.map((f) => f.id)).catch(() => {});
      if (onFilesScreen.current) return;
      setNotices((current) => [...current.filter((n) => !fresh.some((f) => f.id === n.id)), ...fresh]);
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
      onLiveEvent(EXPORT_FAILED_EVENT, finished),
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
  }, [queryClient, mayFiles]);
  const dismiss = (id: number) => setNotices((current) => current.filter((n) => n.id !== id));
  // Several at once (files finished while away) are said in one notice, not a pile.
  if (notices.length > 1) {
    const ready = notices.filter((n) => n.state === 'ready').length;
    const failed = notices.length - ready;
    return (
      <div className={styles.region} role="status">
        <div className={failed > 0 ? `${styles.notice} ${styles.noticeFailed}` : styles.notice}>
          <p className={styles.noticeText}>
            {ready > 0 ? `${formatNumber(ready)} فایل خروجی آماده است.` : ''}
            {failed > 0 ? ` ${formatNumber(failed)} فایل ساخته نشد.` : ''}
          </p>
          <Link className={styles.link} to="/file-management" onClick={() => setNotices([])}>
            مدیریت فایل‌ها
          </Link>
          <Button variant="ghost" size="small" onClick={() => setNotices([])}>
            بستن
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.region} role="status">
      {notices.map((n) => (
        <div
          key={n.id}
          className={n.state === 'failed' ? `${styles.notice} ${styles.noticeFailed}` : styles.notice}
        >
          <p className={styles.noticeText}>
            {n.state === 'ready'
              ? `فایل «${baseName(n.name)}» آماده است.`
              : `فایل «${baseName(n.name)}» ساخته نشد: ${n.error ?? ''}`}
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

/** A file's name without its extension: in right-to-left text a trailing ".csv" reads backwards. */
export const baseName = (name: string) => name.replace(/\.(csv|xlsx)$/, '');
