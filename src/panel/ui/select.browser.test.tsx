import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './select.tsx';
import type { LoadOptions, SelectOption } from './use-select-options.ts';

const cities: SelectOption[] = [
  { value: 'thr', label: 'تهران' },
  { value: 'isf', label: 'اصفهان' },
  { value: 'shz', label: 'شیراز' },
  { value: 'tbz', label: 'تبریز', disabled: true },
];

type HostProps = Omit<Parameters<typeof Select>[0], 'value' | 'onChange' | 'label'> & { spacer?: boolean };

function Host({ spacer, ...props }: HostProps) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <div>
      {spacer ? <div data-testid="spacer" /> : null}
      <Select label="شهر" value={value} onChange={setValue} {...props} />
    </div>
  );
}

const trigger = () => page.getByRole('combobox', { name: 'شهر' });

describe('Select', () => {
  it('selects an option, skips a disabled one and shows the label', async () => {
    await render(<Host options={cities} />);
    await userEvent.click(trigger());
    await userEvent.click(page.getByRole('option', { name: 'تبریز' }), { force: true });
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.click(page.getByRole('option', { name: 'اصفهان' }));
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(trigger()).toHaveTextContent('اصفهان');
  });

  it('shows the first two labels of a multi-select, then “and N more”', async () => {
    await render(<Host options={cities} multiple />);
    await userEvent.click(trigger());
    for (const name of ['تهران', 'اصفهان', 'شیراز'])
      await userEvent.click(page.getByRole('option', { name }));
    await expect.element(trigger()).toHaveTextContent('تهران، اصفهان و ۱ مورد دیگر');
  });

  it('says the list is empty, or that nothing was found', async () => {
    const screen = await render(<Host options={[]} />);
    await userEvent.click(trigger());
    await expect.element(page.getByText('لیست خالی است')).toBeVisible();
    await screen.rerender(<Host options={cities} />);
    await userEvent.type(page.getByRole('textbox', { name: 'جستجو در شهر' }), 'مشهد');
    await expect.element(page.getByText('موردی یافت نشد')).toBeVisible();
  });

  it('searches after a 1000 ms pause and loads the next page near the bottom while pages are full', async () => {
    const load = vi.fn<LoadOptions>(async (search, pageNumber) => {
      const count = pageNumber < 3 ? 10 : 4;
      return Array.from({ length: count }, (_, i) => ({
        value: `${search}${pageNumber}-${i}`,
        label: `${search}گزینه ${pageNumber}-${i}`,
      }));
    });
    await render(<Host load={load} pageSize={10} />);
    await userEvent.click(trigger());
    await expect.poll(() => page.getByRole('option').elements().length).toBe(10);
    const list = page.getByRole('listbox').element();
    for (const expected of [20, 24]) {
      list.scrollTop = list.scrollHeight;
      await expect.poll(() => page.getByRole('option').elements().length).toBe(expected);
    }
    list.scrollTop = list.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).toHaveBeenCalledTimes(3); // the third page was not full: no fourth request

    await userEvent.type(page.getByRole('textbox', { name: 'جستجو در شهر' }), 'الف');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(load).not.toHaveBeenCalledWith('الف', 1);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('الف', 1), { timeout: 1000 });
  });

  it('creates an option on Enter and selects it a second later', async () => {
    const onCreate = vi.fn((text: string) => ({ value: 'new', label: text }));
    await render(<Host options={cities} onCreate={onCreate} />);
    await userEvent.click(trigger());
    await userEvent.type(page.getByRole('textbox', { name: 'جستجو در شهر' }), 'کرج{Enter}');
    expect(onCreate).toHaveBeenCalledWith('کرج');
    await expect.element(page.getByRole('option', { name: 'کرج' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect.element(trigger()).not.toHaveTextContent('کرج');
    await expect.element(trigger(), { timeout: 1500 }).toHaveTextContent('کرج');
  });

  it('opens below with room, and flips above when less than 350 px is left below', async () => {
    await page.viewport(1280, 800);
    const screen = await render(<Host options={cities} />);
    await userEvent.click(trigger());
    expect(document.querySelector('[data-placement]')?.getAttribute('data-placement')).toBe('below');
    await userEvent.keyboard('{Escape}');
    await screen.rerender(<Host options={cities} spacer />);
    page.getByTestId('spacer').element().setAttribute('style', 'block-size: 600px');
    await userEvent.click(trigger());
    expect(document.querySelector('[data-placement]')?.getAttribute('data-placement')).toBe('above');
    await page.viewport(414, 896);
  });

  it('is usable from the keyboard: arrows to an option, Enter to choose, Escape to close', async () => {
    await render(<Host options={cities} />);
    await userEvent.click(trigger());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(trigger()).toHaveTextContent('اصفهان');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
  });
});
