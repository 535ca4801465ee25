import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerAccount, signInWithToken } from './helpers.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('login, register and not-found have no serious or critical axe violations', async ({ page }) => {
      for (const path of ['/login', '/register', '/404']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('the dashboard has no serious or critical axe violations', async ({ page, request }) => {
      const account = await registerAccount(request);
      await signInWithToken(page, account.token);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
      await expect(page.locator('output[aria-label="اعتبار (ریال)"]')).not.toContainText('…');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
