import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataTable } from './data-table.tsx';
import { FilterBar } from './filter-bar.tsx';
import type { FilterDef } from './filter-field.tsx';
import { Pagination } from './pagination.tsx';
import { renderAtUrl } from './test-router.tsx';
import { UrlTabs } from './url-tabs.tsx';

const filters: FilterDef[] = [
  { type: 'search', key: 'q', title: 'جستجو' },
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
  { type: 'date_range', key: 'created', title: 'تاریخ ایجاد', from: 'from', to: 'to' },
  { type: 'search_range', key: 'count', title: 'تعداد', from: 'min', to: 'max' },
];

const Filters = () => <FilterBar filters={filters} />;

describe('FilterBar against the URL', () => {
  it('holds edits locally, and Apply writes them to the URL with page 1', async () => {
    const { search, history } = await renderAtUrl(Filters, '/list?page=3&limit=20&tab=1');
    const apply = page.getByRole('button', { name: 'اعمال فیلتر' });
    const clear = page.getByRole('button', { name: 'پاک کردن' });
    await expect.element(apply).toBeDisabled();
    await expect.element(clear).toBeDisabled();
    await userEvent.type(page.getByRole('textbox', { name: 'جستجو' }), 'تخفیف');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'وضعیت' }), 'ناموفق');
    await userEvent.type(page.getByRole('combobox', { name: 'از تاریخ' }), '14040801');
    await userEvent.type(page.getByRole('textbox', { name: 'از', exact: true }), '۱۰');
    expect(search()).toEqual({ page: 3, limit: 20, tab: 1 });
    await expect.element(apply).toBeEnabled();
    const before = history.length;
    await userEvent.click(apply);
    await expect
      .poll(search)
      .toEqual({ page: 1, limit: 20, tab: 1, q: 'تخفیف', status: 'failed', from: '1404/08/01', min: '10' });
    expect(history.length).toBe(before);
  });

  it('Clear removes the filters but keeps limit and tab', async () => {
    const { search } = await renderAtUrl(
      Filters,
      '/list?page=2&limit=50&tab=2&q=abc&status=sent&from=%221404%2F08%2F01%22&max=5',
    );
    await expect.element(page.getByRole('textbox', { name: 'جستجو' })).toHaveValue('abc');
    await userEvent.click(page.getByRole('button', { name: 'پاک کردن' }));
    await expect.poll(search).toEqual({ limit: 50, tab: 2 });
    await expect.element(page.getByRole('textbox', { name: 'جستجو' })).toHaveValue('');
    await expect.element(page.getByRole('button', { name: 'اعمال فیلتر' })).toBeDisabled();
  });
});

const Pages = () => <Pagination total={95} />;

describe('Pagination and tabs against the URL', () => {
  it('moves between pages and resets to page 1 on a new page size, replacing the history entry', async () => {
    const { search, history } = await renderAtUrl(Pages, '/list?tab=1');
    const length = history.length;
    await expect.element(page.getByRole('button', { name: 'صفحه ۱۰' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'بعدی' }));
    await expect.poll(search).toEqual({ tab: 1, page: 2 });
    await expect
      .element(page.getByRole('button', { name: 'صفحه ۲' }))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'تعداد در صفحه' }), '۵۰');
    await expect.poll(search).toEqual({ tab: 1, page: 1, limit: 50 });
    await expect.element(page.getByRole('button', { name: 'صفحه ۲' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'صفحه ۳' })).not.toBeInTheDocument();
    expect(history.length).toBe(length);
  });

  it('binds the tabs to `tab` and moves with the arrow keys', async () => {
    const Tabs = () => (
      <UrlTabs label="گزارش‌ها" tabs={['۳۰ روز اخیر', 'ارسال‌های سیستمی', 'آرشیو']}>
        {(i) => <p>محتوای {i}</p>}
      </UrlTabs>
    );
    const { search } = await renderAtUrl(Tabs, '/list?tab=1&page=4');
    await expect
      .element(page.getByRole('tab', { name: 'ارسال‌های سیستمی' }))
      .toHaveAttribute('aria-selected', 'true');
    await userEvent.click(page.getByRole('tab', { name: 'آرشیو' }));
    await expect.poll(search).toEqual({ tab: 2 });
    await expect.element(page.getByRole('tabpanel')).toHaveTextContent('محتوای 2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(search).toEqual({ tab: 0 });
  });
});

type Row = { id: number; name: string };
const columns = [{ key: 'name', title: 'نام', cell: (row: Row) => row.name }];

/** A table of groups whose retry is counted. */
function retryTable() {
  const retries = { count: 0 };
  const Table = ({ status, rows }: { status: 'pending' | 'error' | 'success'; rows?: Row[] }) => (
    <DataTable
      caption="گروه‌ها"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      status={status}
      onRetry={() => {
        retries.count++;
      }}
    />
  );
  return { Table, retries };
}

describe('DataTable', () => {
  it('shows loading, error with retry, empty and rows', async () => {
    const { Table, retries } = retryTable();
    const screen = await render(<Table status="pending" />);
    await expect.element(page.getByRole('status')).toHaveTextContent('در حال بارگذاری…');
    await screen.rerender(<Table status="error" />);
    await userEvent.click(page.getByRole('button', { name: 'تلاش دوباره' }));
    expect(retries.count).toBe(1);
    await screen.rerender(<Table status="success" rows={[]} />);
    await expect.element(page.getByText('لیست خالی است')).toBeVisible();
  });

  it('keeps the rows it holds when a refetch fails, and says they are not fresh', async () => {
    const rows = [{ id: 1, name: 'مشتریان' }];
    const { Table, retries } = retryTable();
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.viewport(width, height);
      const screen = await render(<Table status="success" rows={rows} />);
      await expect.element(page.getByText('مشتریان')).toBeVisible();
      await screen.rerender(<Table status="error" rows={rows} />);
      await expect.element(page.getByText('مشتریان')).toBeVisible();
      await expect
        .element(page.getByRole('alert'))
        .toHaveTextContent('خطا در دریافت اطلاعات؛ آخرین اطلاعات دریافت‌شده نمایش داده می‌شود.');
      const before = retries.count;
      await userEvent.click(page.getByRole('button', { name: 'تلاش دوباره' }));
      expect(retries.count).toBe(before + 1);
      await screen.unmount();
    }
    await page.viewport(414, 896);
  });

  it('is a scrolling table on desktop and cards on a phone', async () => {
    const rows = [{ id: 1, name: 'مشتریان' }];
    const Table = () => (
      <DataTable caption="گروه‌ها" columns={columns} rows={rows} rowKey={(row) => row.id} status="success" />
    );
    await page.viewport(1280, 800);
    await render(<Table />);
    await expect.element(page.getByRole('cell', { name: 'مشتریان' })).toBeVisible();
    await page.viewport(390, 844);
    await expect.element(page.getByRole('definition')).toHaveTextContent('مشتریان');
    await expect.element(page.getByRole('table')).not.toBeInTheDocument();
    await page.viewport(414, 896);
  });
});
