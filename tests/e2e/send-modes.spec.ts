import { expect, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';
import { choose, confirmAndSend, credit, topUp } from './send-helpers.ts';

const TOP_UP = 100_000_000;

test('a city send: province, county, its count, then the send goes out', async ({ page, request }) => {
  const account = await registerAccount(request);
  await topUp(request, account.token, TOP_UP);
  await signInWithToken(page, account.token);
  await page.goto('/send-sms/city-province');

  await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'لطفاً شهر را انتخاب کنید' })).toBeVisible();

  await choose(page, 'استان', /^آذربایجان شرقی/);
  await expect(page.getByTestId('recipient-count')).toHaveText(/^[۰-۹٬]+ گیرنده$/);
  await choose(page, 'شهرستان', /^مراغه/);
  await expect(page.getByTestId('recipient-count')).toHaveText('۱۴٬۹۱۶ گیرنده');
  await page.getByLabel('متن پیامک').fill('حراج بزرگ فروشگاه در مراغه');
  const id = await confirmAndSend(page);
  expect(id).toMatch(/^\d+$/);
  await expect(page.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  expect(await credit(request, account.token)).toBeLessThan(TOP_UP);
});

test.describe('map send', () => {
  const small = [
    [51.3, 35.7],
    [51.31, 35.7],
    [51.31, 35.71],
    [51.3, 35.71],
  ];
  const enough = [
    [51.3, 35.7],
    [51.34, 35.7],
    [51.34, 35.74],
    [51.3, 35.74],
  ];

  test('an area is drawn on the map and counted', async ({ page, request }) => {
    const account = await registerAccount(request);
    await signInWithToken(page, account.token);
    await page.goto('/send-sms/map');
    // No tile server on this server: the bundled outlines alone, nothing fetched from elsewhere.
    await expect(page.getByTestId('map-provinces').locator('path')).toHaveCount(31);
    await expect(page.getByTestId('map-tile')).toHaveCount(0);
    const map = page.getByTestId('send-map');
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    // A short drag near Tehran (51.4° E, 35.7° N is about 44% across and 29% down the map).
    const x = box.x + box.width * 0.45;
    const y = box.y + box.height * 0.29;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 6, y + 6, { steps: 3 });
    await page.mouse.up();
    await expect(page.getByTestId('recipient-count')).toHaveText(/^[۰-۹٬]+ گیرنده$/);
  });

  test("the map shows the bundled provinces, and a configured tile server's tiles beneath them", async ({
    page,
    request,
  }) => {
    // As if the provider had set MAP_TILE_URL (served from this origin, which the policy allows).
    const served: string[] = [];
    await page.route('**/v1/api/send/map/config', (route) =>
      route.fulfill({ json: { data: { tile_url: '/e2e-tiles/{z}/{x}/{y}.png' }, meta: { message: '' } } }),
    );
    await page.route('**/e2e-tiles/**', (route) => {
      served.push(new URL(route.request().url()).pathname);
      // A 1x1 PNG.
      return route.fulfill({
        contentType: 'image/png',
        body: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
          'base64',
        ),
      });
    });
    const account = await registerAccount(request);
    await signInWithToken(page, account.token);
    await page.goto('/send-sms/map');
    await expect(page.getByTestId('map-tile')).toHaveCount(20);
    await expect.poll(() => served.length).toBeGreaterThanOrEqual(20);
    expect(served).toContain('/e2e-tiles/6/41/25.png');
    await expect(page.getByTestId('map-provinces').locator('path')).toHaveCount(31);
  });

  test('refused under 5,000 recipients and accepted above', async ({ context, page, request }) => {
    const account = await registerAccount(request);
    await topUp(request, account.token, TOP_UP);
    // An area as the map leaves it in the saved draft (the drawing itself is the test above).
    await page.addInitScript((polygon) => {
      if (!sessionStorage.getItem('e2e-map-set')) {
        localStorage.setItem('send-draft:map', JSON.stringify({ polygon }));
        sessionStorage.setItem('e2e-map-set', '1');
      }
    }, small);
    await signInWithToken(page, account.token);
    await page.goto('/send-sms/map');
    await expect(page.getByTestId('recipient-count')).toHaveText('۴۰۳ گیرنده');
    await page.getByLabel('متن پیامک').fill('افتتاح شعبهٔ جدید');
    await page.getByRole('button', { name: 'محاسبهٔ هزینه و ارسال' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'تعداد گیرندگان ارسال روی نقشه باید حداقل ۵٬۰۰۰ باشد' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'تأیید ارسال' })).toBeHidden();

    // A new area, as the map would save it: the old page goes first, or its exit would save the old one.
    await page.close();
    const next = await context.newPage();
    await next.addInitScript((polygon) => {
      localStorage.setItem('send-draft:map', JSON.stringify({ polygon }));
    }, enough);
    await next.goto('/send-sms/map');
    await expect(next.getByTestId('recipient-count')).toHaveText('۶٬۴۳۹ گیرنده');
    await expect(next.getByLabel('متن پیامک')).toHaveValue('افتتاح شعبهٔ جدید');
    await confirmAndSend(next);
    await expect(next.getByText(/فرستاده شد/)).toBeVisible({ timeout: 20_000 });
  });
});
