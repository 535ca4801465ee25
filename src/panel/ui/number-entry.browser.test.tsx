import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { PhoneEntryMode } from '../../domain/index.ts';
import { NumberEntry } from './number-entry.tsx';

function Host({
  initial = [],
  mode,
  maxCount,
}: {
  initial?: string[];
  mode?: PhoneEntryMode;
  maxCount?: number;
}) {
  const [numbers, setNumbers] = useState<string[]>(initial);
  return (
    <NumberEntry label="گیرندگان" value={numbers} onChange={setNumbers} mode={mode} maxCount={maxCount} />
  );
}

const input = () => page.getByRole('textbox', { name: 'گیرندگان' });

function paste(target: Element, text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

describe('NumberEntry', () => {
  it('shows the empty state, joins a valid typed number as a chip and removes it', async () => {
    await render(<Host />);
    await expect.element(page.getByText('شماره‌ای وارد نشده است')).toBeVisible();
    await userEvent.type(input(), '۰۹۱۲۳۴۵۶۷۸۹{Enter}');
    await expect.element(page.getByRole('listitem').filter({ hasText: '989123456789' })).toBeVisible();
    await expect.element(input()).toHaveValue('');
    await userEvent.click(page.getByRole('button', { name: 'حذف ۹۸۹۱۲۳۴۵۶۷۸۹' }));
    await expect.element(page.getByText('شماره‌ای وارد نشده است')).toBeVisible();
  });

  it('refuses an invalid or duplicate typed number with its message', async () => {
    await render(<Host initial={['989123456789']} />);
    await userEvent.type(input(), '12345');
    await userEvent.click(page.getByRole('button', { name: 'افزودن', exact: true }));
    await expect.element(page.getByText('شماره معتبر نیست')).toBeVisible();
    await expect.element(input()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input());
    await userEvent.type(input(), '9123456789{Enter}');
    await expect.element(page.getByText('این شماره در لیست هست')).toBeVisible();
  });

  it('sends a pasted mixed list to the dialog: valid, invalid and already entered apart', async () => {
    await render(<Host initial={['989121111111']} />);
    paste(input().element(), '۰۹۱۲۲۲۲۲۲۲۲\nabc,+989123333333\n\n09121111111\n12');
    const dialog = page.getByRole('dialog', { name: 'افزودن گروهی شماره‌ها' });
    await expect.element(dialog).toBeVisible();
    const valid = page.getByRole('list', { name: 'شماره‌های معتبر (۲)' });
    await expect.element(valid).toHaveTextContent('989122222222989123333333');
    await expect.element(page.getByRole('list', { name: 'شماره‌های نامعتبر (۲)' })).toHaveTextContent('abc12');
    await expect
      .element(page.getByRole('list', { name: 'این شماره قبلاً وارد شده است (۱)' }))
      .toHaveTextContent('989121111111');
    expect(valid.element().getBoundingClientRect().height).toBe(180);
    await userEvent.click(page.getByRole('button', { name: 'افزودن ۲ شماره' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(page.getByText('۳ شماره')).toBeVisible();
  });

  it('in prefix mode refuses a leading zero, keeps to 6 digits and locks after one entry', async () => {
    await render(<Host mode="prefix" />);
    await userEvent.type(input(), '0912{Enter}');
    await expect.element(page.getByText('پیش‌شماره نباید با صفر شروع شود')).toBeVisible();
    await userEvent.clear(input());
    await userEvent.type(input(), '91234567{Enter}');
    await expect.element(page.getByRole('listitem').filter({ hasText: '912345' })).toBeVisible();
    await expect.element(input()).toBeDisabled();
  });

  it('locks at the maximum count', async () => {
    await render(<Host maxCount={1} initial={['989121111111']} />);
    await expect.element(input()).toBeDisabled();
    await expect.element(page.getByText('به حداکثر تعداد شماره‌ها رسیده‌اید')).toBeVisible();
  });

  // How long this takes is a benchmark's question; a test on a loaded machine cannot time it.
  it('holds a thousand chips, and one of them is removed', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => `98912${String(i).padStart(7, '0')}`);
    await render(<Host initial={many} />);
    await expect.element(page.getByText('۱٬۰۰۰ شماره')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'حذف ۹۸۹۱۲۰۰۰۰۰۰۰' }));
    await expect.element(page.getByText('۹۹۹ شماره')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'حذف ۹۸۹۱۲۰۰۰۰۰۰۰' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'حذف ۹۸۹۱۲۰۰۰۰۹۹۹' })).toBeInTheDocument();
  });

  it('takes at most 1000 pasted numbers and says so', async () => {
    await render(<Host />);
    const lines = Array.from({ length: 1005 }, (_, i) => `0912${String(i).padStart(7, '0')}`).join('\n');
    paste(input().element(), lines);
    await expect.element(page.getByText('در هر بار حداکثر ۱٬۰۰۰ شماره وارد می‌شود')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'شماره‌های معتبر (۱٬۰۰۰)' })).toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'افزودن ۱٬۰۰۰ شماره' }));
    await expect.element(page.getByText('۱٬۰۰۰ شماره', { exact: true })).toBeVisible();
  });
});
