import { DataTable } from '../../../ui/data-table.tsx';
import { FilterBar } from '../../../ui/filter-bar.tsx';
import type { FilterDef } from '../../../ui/filter-field.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { UrlTabs } from '../../../ui/url-tabs.tsx';
import { GallerySection } from './gallery-section.tsx';

const filters: FilterDef[] = [
  { type: 'search', key: 'q', title: 'متن پیامک' },
  {
    type: 'options',
    key: 'status',
    title: 'وضعیت',
    options: [
      { value: 'sent', label: 'ارسال‌شده' },
      { value: 'failed', label: 'ناموفق' },
    ],
  },
  { type: 'date', key: 'day', title: 'روز' },
  { type: 'date_range', key: 'created', title: 'تاریخ ارسال', from: 'from', to: 'to' },
  { type: 'search_range', key: 'count', title: 'تعداد گیرندگان', from: 'min', to: 'max' },
];

type Row = { id: number; text: string; count: number; status: string };
const rows: Row[] = [
  { id: 1, text: 'جشنواره پاییزه با ۳۰٪ تخفیف', count: 1200, status: 'ارسال‌شده' },
  { id: 2, text: 'کد تأیید شما ۴۸۲۱ است', count: 1, status: 'ارسال‌شده' },
  { id: 3, text: 'یادآوری نوبت فردا ساعت ۱۰', count: 58, status: 'ناموفق' },
];
const columns = [
  { key: 'text', title: 'متن', cell: (row: Row) => row.text },
  { key: 'count', title: 'گیرندگان', cell: (row: Row) => row.count.toLocaleString('fa-IR') },
  { key: 'status', title: 'وضعیت', cell: (row: Row) => row.status },
];
const tabs = ['۳۰ روز اخیر', 'ارسال‌های سیستمی', 'آرشیو'];

export function GalleryLists() {
  return (
    <GallerySection title="فهرست‌ها">
      <FilterBar filters={filters} />
      <UrlTabs label="گزارش‌ها" tabs={tabs}>
        {(tab) => (
          <DataTable
            caption={`ارسال‌ها: ${tabs[tab]}`}
            columns={columns}
            rows={tab === 2 ? [] : rows}
            rowKey={(row) => row.id}
            status="success"
          />
        )}
      </UrlTabs>
      <DataTable
        caption="در حال بارگذاری"
        columns={columns}
        rows={undefined}
        rowKey={(row) => row.id}
        status="pending"
      />
      <DataTable
        caption="خطا"
        columns={columns}
        rows={undefined}
        rowKey={(row) => row.id}
        status="error"
        onRetry={() => undefined}
      />
      <Pagination total={95} />
    </GallerySection>
  );
}
