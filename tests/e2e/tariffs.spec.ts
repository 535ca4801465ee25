// The profile's price table reads user/get_tariff: a part's price per range of the user's lines, to
// MCI and to the other operators, in Persian and English.
import { expect, test } from '@playwright/test';
import { toPersianDigits } from '../../src/domain/index.ts';
import { registerAccount, signInWithToken } from './helpers.ts';

test('the price table shows the published tariff of the user’s lines', async ({ page, request }) => {
  const account = await registerAccount(request, 'pending');
  const answer = (await (
    await request.get('/v1/api/user/get_tariff', { headers: { Authorization: account.token } })
  ).json()) as { data: { operator_id: number; name: string; persian_mci?: string }[] };
  const first = answer.data[0];
  await signInWithToken(page, account.token);
  await page.goto('/profile/tariffs');
  const table = page.getByRole('region', { name: 'تعرفهٔ هر بخش پیامک' });
  // The range's name (3000) in Persian digits, like the prices beside it.
  expect(first?.name).toMatch(/^\d+$/);
  await expect(table.getByText(toPersianDigits(first?.name ?? '—'), { exact: true }).first()).toBeVisible();
  await expect(table.getByText('۱٬۱۵۰ ریال').first()).toBeVisible();
  await expect(table.getByText('۳٬۰۲۵ ریال').first()).toBeVisible();
});
