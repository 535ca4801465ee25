import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

function Host() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpen(true)}>بازکردن</Button>
      <Button>دکمه بیرون</Button>
      <textarea aria-label="متن پیامک" />
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="افزودن شماره"
        actions={<Button onClick={() => setOpen(false)}>تأیید</Button>}
      >
        <input aria-label="متن" />
      </Dialog>
    </main>
  );
}

afterEach(async () => {
  await page.viewport(414, 896);
});

describe('Dialog', () => {
  it('is a centred modal dialog on desktop that keeps focus inside and closes on Escape', async () => {
    await page.viewport(1280, 800);
    await render(<Host />);
    await userEvent.click(page.getByRole('button', { name: 'بازکردن' }));
    const dialog = page.getByRole('dialog', { name: 'افزودن شماره' });
    await expect.element(dialog).toBeVisible();
    expect(dialog.element().tagName).toBe('DIALOG');
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a bottom drawer on a phone, loaded on demand, closing on Escape', async () => {
    await page.viewport(390, 844);
    await render(<Host />);
    await userEvent.click(page.getByRole('button', { name: 'بازکردن' }));
    const drawer = page.getByRole('dialog', { name: 'افزودن شماره' });
    await expect.element(drawer).toBeVisible();
    expect(drawer.element().tagName).not.toBe('DIALOG');
    expect(drawer.element().hasAttribute('data-vaul-drawer')).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the page back at once while it animates out on desktop: typing lands in the page', async () => {
    await page.viewport(1280, 800);
    await render(<Host />);
    await userEvent.click(page.getByRole('button', { name: 'بازکردن' }));
    await expect.element(page.getByRole('dialog', { name: 'افزودن شماره' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'تأیید' }));
    // Within the 500 ms exit animation: the field behind must take the text, not the closing dialog.
    const field = page.getByRole('textbox', { name: 'متن پیامک' });
    await userEvent.type(field, 'سلام');
    await expect.element(field).toHaveValue('سلام');
    expect((document.querySelector('input[aria-label="متن"]') as HTMLInputElement | null)?.value ?? '').toBe(
      '',
    );
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives the page back in the same task as the tap that closed it, not a frame later', async () => {
    await page.viewport(1280, 800);
    await render(<Host />);
    await userEvent.click(page.getByRole('button', { name: 'بازکردن' }));
    const dialog = page.getByRole('dialog', { name: 'افزودن شماره' }).element() as HTMLDialogElement;
    await expect.poll(() => dialog.matches(':modal')).toBe(true);
    // The tap, then only the render's microtask: no frame is painted in between, as when a key follows
    // a tap at once. The page behind must already take it.
    (page.getByRole('button', { name: 'تأیید' }).element() as HTMLButtonElement).click();
    await Promise.resolve();
    await Promise.resolve();
    expect(dialog.matches(':modal')).toBe(false);
  });
});
