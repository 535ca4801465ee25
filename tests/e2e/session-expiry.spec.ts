// A user comes back to a session that ran out (aged 31 days unused through the simulator's side
// door): the panel's first call is refused, and it lands on the login page, which says why.
import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

test('a session that ran out lands on login, which says so', async ({ page, request }) => {
  const account = await registerAccount(request, 'pending');
  const aged = await request.post('/v1/api/demo/age_session', {
    headers: { Authorization: account.token },
    data: { days: 31 },
  });
  expect(aged.status()).toBe(200);
  await signInWithToken(page, account.token);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  const login = page.getByRole('region', { name: 'ورود به پنل پیامک' });
  await expect(login.getByRole('status')).toHaveText('نشست شما به پایان رسیده است؛ لطفاً دوباره وارد شوید');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
