import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ServerMessage } from './server-message.tsx';

describe('ServerMessage in a real browser (server messages shown as sanitised HTML)', () => {
  it('shows a plain message as text, markup characters and all', async () => {
    await render(<ServerMessage message="نام کاربری یا رمز عبور اشتباه است" />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('نام کاربری یا رمز عبور اشتباه است');
  });

  it('keeps emphasis and links but drops scripts and event handlers', async () => {
    const { container } = await render(
      <ServerMessage
        message={
          '<b>اعتبار کافی نیست</b> <a href="/wallet/credit">افزایش اعتبار</a><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">'
        }
      />,
    );
    await expect.element(page.getByRole('link', { name: 'افزایش اعتبار' })).toBeVisible();
    await expect.element(page.getByText('اعتبار کافی نیست')).toBeVisible();
    expect(container.querySelector('b')?.textContent).toBe('اعتبار کافی نیست');
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('renders nothing for an empty message', async () => {
    const { container } = await render(<ServerMessage message="" />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
