import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DatePicker } from './date-picker.tsx';

// 2025-11-21 11:30 in Tehran is 1404/08/30 (a Friday).
const now = () => new Date('2025-11-21T08:00:00Z');

function Host(props: { withTime?: boolean; disablePast?: boolean; onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <div>
      <p>بیرون</p>
      <DatePicker
        label="تاریخ ارسال"
        value={value}
        now={now}
        withTime={props.withTime}
        disablePast={props.disablePast}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
    </div>
  );
}

const input = () => page.getByRole('combobox', { name: 'تاریخ ارسال' });

describe('DatePicker', () => {
  it('masks typed Persian digits as jYYYY/jMM/jDD and passes the date on after the debounce', async () => {
    const onChange = vi.fn();
    await render(<Host onChange={onChange} />);
    await userEvent.type(input(), '۱۴۰۴۰۸۲۵');
    await expect.element(input()).toHaveValue('1404/08/25');
    expect(onChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('1404/08/25'), { timeout: 2000 });
  });

  it('masks date-time text, clamping the hour to 23 and the minutes to 59', async () => {
    await render(<Host withTime />);
    await userEvent.type(input(), '1404082599');
    await expect.element(input()).toHaveValue('1404/08/25 23:');
    await userEvent.type(input(), '77');
    await expect.element(input()).toHaveValue('1404/08/25 23:59');
  });

  it('flags a date that is not a real Jalali date', async () => {
    await render(<Host />);
    await userEvent.type(input(), '14041231'); // 1404 is not a leap year
    await expect.element(page.getByText('تاریخ نامعتبر است')).toBeVisible();
  });

  it('opens on click with Jalali months, weeks from Saturday and 201 years, and closes on selection', async () => {
    const onChange = vi.fn();
    await render(<Host onChange={onChange} />);
    await userEvent.click(input());
    const calendar = page.getByRole('dialog', { name: 'تقویم تاریخ ارسال' });
    await expect.element(calendar).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: 'ماه', exact: true })).toHaveDisplayValue('آبان');
    expect(page.getByRole('columnheader').first().element().getAttribute('abbr')).toBe('شنبه');
    expect(
      page.getByRole('combobox', { name: 'سال', exact: true }).element().querySelectorAll('option'),
    ).toHaveLength(201);
    await userEvent.click(page.getByRole('button', { name: '۱۲ آبان ۱۴۰۴' }));
    await expect.element(input()).toHaveValue('1404/08/12');
    expect(onChange).toHaveBeenCalledWith('1404/08/12');
    await expect.element(calendar).not.toBeInTheDocument();
  });

  it('disables past days when asked', async () => {
    await render(<Host disablePast />);
    await userEvent.click(input());
    await expect.element(page.getByRole('button', { name: '۲۹ آبان ۱۴۰۴' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: '۳۰ آبان ۱۴۰۴' })).toBeEnabled();
  });

  it('closes on an outside click and on scroll', async () => {
    await render(<Host />);
    await userEvent.click(input());
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.click(page.getByText('بیرون'));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(input());
    await expect.element(page.getByRole('dialog')).toBeVisible();
    // Room to scroll the page by.
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '300vh';
    try {
      // A scroll event that moves nothing (the late event of a scroll made before opening) keeps it.
      document.dispatchEvent(new Event('scroll'));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await expect.element(page.getByRole('dialog')).toBeVisible();
      // A real scroll of the page, moving the field, closes it.
      window.scrollBy(0, 120);
      await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    } finally {
      spacer.remove();
      window.scrollTo(0, 0);
    }
  });

  it('stays open while the time is picked, and flags a time too early today without passing it on', async () => {
    const onChange = vi.fn();
    await render(<Host withTime onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.click(page.getByRole('button', { name: '۳۰ آبان ۱۴۰۴' }));
    await expect.element(page.getByRole('dialog')).toBeVisible();
    const time = page.getByLabelText('ساعت');
    await userEvent.fill(time, '10:00');
    await expect.element(time).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalledWith('1404/08/30 10:00');
    await userEvent.fill(time, '13:15');
    await expect.element(time).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith('1404/08/30 13:15');
  });

  it('moves between days with the arrow keys, left being the next day in right-to-left', async () => {
    const onChange = vi.fn();
    await render(<Host onChange={onChange} />);
    await userEvent.click(input());
    await userEvent.click(page.getByRole('button', { name: '۱۰ آبان ۱۴۰۴' }));
    await userEvent.click(input());
    (page.getByRole('button', { name: '۱۰ آبان ۱۴۰۴' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('1404/08/18');
  });

  it('passes a complete date on at once when the field is left', async () => {
    const onChange = vi.fn();
    await render(<Host onChange={onChange} />);
    await userEvent.type(input(), '14040825');
    await userEvent.click(page.getByText('بیرون'));
    expect(onChange).toHaveBeenCalledWith('1404/08/25');
  });
});
