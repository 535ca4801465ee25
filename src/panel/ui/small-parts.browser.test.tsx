import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProgressBar } from './progress-bar.tsx';
import { RelativeTime } from './relative-time.tsx';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('shows on hover and on a tap within 152 px, and hides on Escape', async () => {
    await render(<Tooltip text="هزینه هر پیامک بر اساس تعداد بخش‌های آن و اپراتور گیرنده محاسبه می‌شود" />);
    const button = page.getByRole('button', { name: 'راهنما' });
    await userEvent.hover(button);
    const tip = page.getByRole('tooltip');
    await expect.element(tip).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'راهنما' }))
      .toHaveAccessibleDescription(/هزینه هر پیامک/);
    expect(tip.element().getBoundingClientRect().width).toBeLessThanOrEqual(152);
    await userEvent.keyboard('{Escape}');
    await expect.element(tip).not.toBeInTheDocument();
    await userEvent.unhover(button);
    await userEvent.click(button);
    await expect.element(tip).toBeVisible();
    expect(document.activeElement).toBe(button.element());
  });
});

describe('ProgressBar', () => {
  it('caps at 100 percent', async () => {
    await render(<ProgressBar label="پیشرفت ارسال" value={140} />);
    const bar = page.getByRole('progressbar', { name: 'پیشرفت ارسال' });
    await expect.element(bar).toHaveAttribute('value', '100');
    await expect.element(page.getByText('٪۱۰۰')).toBeInTheDocument();
  });
});

describe('RelativeTime', () => {
  it('updates its words by itself as time passes', async () => {
    let clock = new Date('2025-11-21T08:00:10Z').getTime();
    const date = new Date('2025-11-21T08:00:00Z');
    await render(<RelativeTime date={date} now={() => new Date(clock)} />);
    await expect.element(page.getByText('همین الان')).toBeVisible();
    clock += 15_000;
    await expect.element(page.getByText('لحظاتی پیش')).toBeVisible();
    clock += 60_000;
    await expect.element(page.getByText(/دقیقه.*پیش/), { timeout: 2000 }).toBeVisible();
  });
});
