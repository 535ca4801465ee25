import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from './text-field.tsx';

function Controlled(props: {
  kind?: 'text' | 'tel' | 'numeric';
  onEnter?: (value: string) => void;
  autoFocus?: boolean;
}) {
  const [value, setValue] = useState('');
  return <TextField label="شماره موبایل" value={value} onValueChange={setValue} {...props} />;
}

describe('TextField in a real browser', () => {
  it('turns Persian digits typed into a tel input into Latin ones', async () => {
    await render(<Controlled kind="tel" />);
    const input = page.getByRole('textbox', { name: 'شماره موبایل' });
    await userEvent.type(input, '۰۹۱۲۳۴۵۶۷۸۹');
    await expect.element(input).toHaveValue('09123456789');
  });

  it('refuses letters in a tel input and strips them from a paste', async () => {
    await render(<Controlled kind="tel" />);
    const input = page.getByRole('textbox', { name: 'شماره موبایل' });
    await userEvent.type(input, '09a1b2');
    await expect.element(input).toHaveValue('0912');
  });

  it('keeps a letter typed into a numeric input off the screen, as the value it holds', async () => {
    await render(<Controlled kind="numeric" />);
    const input = page.getByRole('textbox', { name: 'شماره موبایل' });
    await userEvent.type(input, '12a3');
    await expect.element(input).toHaveValue('123');
  });

  it('is focused when shown with autoFocus, and stays focused while typed into', async () => {
    const screen = await render(<button type="button">پیش از فیلد</button>);
    page.getByRole('button').element().focus();
    await screen.rerender(<Controlled autoFocus />);
    const input = page.getByRole('textbox', { name: 'شماره موبایل' });
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('۱۲');
    await expect.element(input).toHaveValue('۱۲');
    await expect.element(input).toHaveFocus();
  });

  it('leaves the focus where it is when shown without autoFocus', async () => {
    const Later = ({ shown }: { shown: boolean }) => (
      <>
        <button type="button">پیش از فیلد</button>
        {shown ? <Controlled /> : null}
      </>
    );
    const screen = await render(<Later shown={false} />);
    const button = page.getByRole('button');
    button.element().focus();
    await screen.rerender(<Later shown />);
    await expect.element(page.getByRole('textbox', { name: 'شماره موبایل' })).toBeVisible();
    await expect.element(button).toHaveFocus();
  });

  it('trims surrounding spaces on blur and calls onEnter with the value', async () => {
    const onEnter = vi.fn();
    await render(<Controlled onEnter={onEnter} />);
    const input = page.getByRole('textbox', { name: 'شماره موبایل' });
    await userEvent.type(input, '  سلام  ');
    await userEvent.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledWith('  سلام  ');
    await userEvent.tab();
    await expect.element(input).toHaveValue('سلام');
  });
});
