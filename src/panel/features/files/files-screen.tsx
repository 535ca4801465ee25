import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  EXPORT_PROGRESS_EVENT,
  type ExportEventData,
  FILE_CATEGORIES,
  type FileCategory,
  fileCategoryLabels,
  fileStateLabels,
  type UserFile,
} from '../../../domain/files/files.schema.ts';
import { formatNumber } from '../../../domain/index.ts';
import type { ListAnswer } from '../../lib/api.ts';
import { useLiveEvent } from '../../lib/live/use-live.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import { Pagination } from '../../ui/pagination.tsx';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { useUrlSearch } from '../../ui/url-search.ts';
import { UrlTabs } from '../../ui/url-tabs.tsx';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { downloadFile } from './download.ts';
import { baseName } from './export-notices.tsx';
import * as styles from './files.css.ts';
import { fileCategoriesQuery, fileKeys, filesQuery } from './files.queries.ts';

/** A size in Persian digits and the unit people read: بایت, کیلوبایت, مگابایت. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} بایت`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.round(bytes / 1024))} کیلوبایت`;
  return `${(bytes / 1024 / 1024).toLocaleString('fa-IR', { maximumFractionDigits: 1 })} مگابایت`;
}

const TABS = [undefined, ...FILE_CATEGORIES] as const;

/** The user's files: exports being made (live progress), ready to download, or failed; deleted here. */
export function FilesScreen() {
  const { search } = useUrlSearch();
  const [tab, page, limit] = [search.tab, search.page, search.limit].map(Number) as [number, number, number];
  const counts = useQuery(fileCategoriesQuery());
  const titles = TABS.map((key) => {
    const title = key ? fileCategoryLabels[key] : 'همه';
    const count = key
      ? counts.data?.find((c) => c.key === key)?.count
      : counts.data?.reduce((sum, c) => sum + c.count, 0);
    return count === undefined ? title : `${title} (${formatNumber(count)})`;
  });
  return (
    <div className={styles.screen}>
      <UrlTabs label="دستهٔ فایل‌ها" tabs={titles}>
        {(index) => <FileList category={TABS[index] ?? undefined} page={page} limit={limit} key={tab} />}
      </UrlTabs>
    </div>
  );
}

function FileList({
  category,
  page,
  limit,
}: {
  category: FileCategory | undefined;
  page: number;
  limit: number;
}) {
  const queryClient = useQueryClient();
  const query = filesQuery(category, page, limit);
  const files = useQuery({ ...query, placeholderData: keepPreviousData });
  const [deleting, setDeleting] = useState<UserFile | null>(null);
  const [failure, setFailure] = useState('');
  // The server says `ready` on every new connection: what it sent while there was none was lost.
  useLiveEvent('ready', () => void queryClient.invalidateQueries({ queryKey: query.queryKey }));
  // Progress moves in place; a file's end refetches the list (the shell's notice does that).
  useLiveEvent(EXPORT_PROGRESS_EVENT, ({ data }) => {
    const news = data as ExportEventData | undefined;
    if (!news) return;
    queryClient.setQueryData<ListAnswer<UserFile>>(query.queryKey, (current) =>
      current
        ? {
            ...current,
            items: current.items.map((f) =>
              f.id === news.id ? { ...f, progress: news.progress, rows: news.rows } : f,
            ),
          }
        : current,
    );
  });
  const download = (file: UserFile) => {
    setFailure('');
    downloadFile(file).catch((error: Error) => setFailure(error.message));
  };
  const columns: Column<UserFile>[] = [
    { key: 'name', title: 'نام فایل', cell: (f) => <span className={styles.name}>{baseName(f.name)}</span> },
    { key: 'category', title: 'دسته', cell: (f) => f.category_title },
    { key: 'format', title: 'نوع', cell: (f) => (f.format === 'xlsx' ? 'اکسل (xlsx)' : 'csv') },
    {
      key: 'state',
      title: 'وضعیت',
      cell: (f) =>
        f.state === 'running' ? (
          <span className={styles.progressCell}>
            <ProgressBar label={fileStateLabels.running} value={f.progress} />
          </span>
        ) : f.state === 'failed' ? (
          <span className={styles.failed} title={f.error ?? ''}>
            {fileStateLabels.failed}: {f.error}
          </span>
        ) : (
          `${fileStateLabels.ready} (${formatNumber(f.rows)} ردیف)`
        ),
    },
    { key: 'size', title: 'حجم', cell: (f) => (f.state === 'ready' ? fileSize(f.size) : '—') },
    { key: 'created', title: 'تاریخ', cell: (f) => <JalaliDate value={f.created_at} withTime /> },
    {
      key: 'actions',
      title: 'عملیات',
      cell: (f) => (
        <span className={styles.actions}>
          {f.state === 'ready' ? (
            <Button type="button" size="small" onClick={() => download(f)} aria-label={`دریافت ${f.name}`}>
              دریافت
            </Button>
          ) : null}
          <Button
            type="button"
            size="small"
            variant="ghost"
            onClick={() => setDeleting(f)}
            aria-label={`حذف ${f.name}`}
          >
            حذف
          </Button>
        </span>
      ),
    },
  ];
  return (
    <>
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <DataTable
        caption="فایل‌های شما"
        columns={columns}
        rows={files.data?.items}
        rowKey={(f) => f.id}
        status={files.status}
        onRetry={() => void files.refetch()}
      />
      {files.data && files.data.meta.total > 0 ? <Pagination total={files.data.meta.total} /> : null}
      <DeleteFileDialog
        file={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void queryClient.invalidateQueries({ queryKey: fileKeys.all })}
      />
    </>
  );
}
