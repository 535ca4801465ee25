import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiKeyItem } from '../../../domain/developers/developers.schema.ts';
import { Button } from '../../ui/button.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { JalaliDate } from '../../ui/jalali-date.tsx';
import * as styles from './api-keys.css.ts';
import { apiKeysQuery } from './api-keys.queries.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';
import { DeleteKeyDialog } from './delete-key-dialog.tsx';
import { ShowKeyDialog } from './show-key-dialog.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** The account's API keys: made, shown again after an SMS code, deleted. */
export function ApiKeysScreen() {
  const keys = useQuery(apiKeysQuery());
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<ApiKeyItem | null>(null);
  const [deleting, setDeleting] = useState<ApiKeyItem | null>(null);
  const columns: Column<ApiKeyItem>[] = [
    { key: 'title', title: 'عنوان', cell: (k) => k.title },
    {
      key: 'key',
      title: 'کلید',
      cell: (k) => (
        <bdi dir="ltr" className={styles.key}>
          {k.key}
        </bdi>
      ),
    },
    {
      key: 'ips',
      title: 'آی‌پی‌های مجاز',
      cell: (k) => (k.ips.length ? <bdi dir="ltr">{k.ips.join('، ')}</bdi> : 'همه'),
    },
    { key: 'created', title: 'ساخته‌شده', cell: (k) => <JalaliDate value={k.created_at} withTime /> },
    {
      key: 'used',
      title: 'آخرین استفاده',
      cell: (k) => (k.last_used_at ? <JalaliDate value={k.last_used_at} withTime /> : 'هنوز استفاده نشده'),
    },
    {
      key: 'actions',
      title: 'عملیات',
      cell: (k) => (
        <span className={styles.actions}>
          <Button
            type="button"
            size="small"
            variant="secondary"
            onClick={() => setShowing(k)}
            aria-label={`نمایش کلید ${k.title}`}
          >
            نمایش کلید
          </Button>
          <Button
            type="button"
            size="small"
            variant="ghost"
            onClick={() => setDeleting(k)}
            aria-label={`حذف کلید ${k.title}`}
          >
            حذف
          </Button>
        </span>
      ),
    },
  ];
  return (
    <div className={styles.screen}>
      <div className={styles.toolbar}>
        <Button type="button" onClick={() => setCreating(true)}>
          ساخت کلید API
        </Button>
      </div>
      {/* The URL send also takes a username and password in its query: the key is the safe way. */}
      <p className={styles.note}>
        برای ارسال با آدرس اینترنتی (send/webservice) کلید API را در آدرس بگذارید، نه نام کاربری و رمز عبور:
        آدرس‌ها در تاریخچهٔ مرورگر و گزارش‌های سرورها می‌مانند؛ کلید را می‌توان به آی‌پی‌های مشخص محدود و هر زمان حذف
        کرد، اما رمز عبور همهٔ حساب را در اختیار می‌گذارد.
      </p>
      <DataTable
        caption="کلیدهای API"
        columns={columns}
        rows={keys.data?.items}
        rowKey={(k) => k.id}
        status={keys.status}
        onRetry={() => void keys.refetch()}
      />
      <CreateKeyDialog open={creating} onClose={() => setCreating(false)} />
      <ShowKeyDialog apiKey={showing} onClose={() => setShowing(null)} />
      <DeleteKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />
      <WebhooksSection />
    </div>
  );
}
