import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Gallery } from '../routes/dev/-components/gallery.tsx';
import { renderAtUrl } from './test-router.tsx';

/** Serious and critical axe violations inside one element, as readable lines. */
async function seriousViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}

const panels = ['پوسته روشن', 'پوسته تیره'];

describe('the gallery under axe-core', () => {
  it.each([
    ['desktop', 1440, 900],
    ['phone', 390, 844],
  ])('has no serious or critical violation on %s, light and dark', async (_name, width, height) => {
    await page.viewport(width, height);
    await renderAtUrl(Gallery, '/list');
    for (const name of panels) {
      const panel = page.getByRole('region', { name, exact: true });
      await expect.element(panel).toBeVisible();
      expect(await seriousViolations(panel.element())).toEqual([]);
    }
    await page.viewport(414, 896);
  });

  it('has none with the popups open either', async () => {
    await page.viewport(1440, 900);
    await renderAtUrl(Gallery, '/list');
    for (const name of panels) {
      const panel = page.getByRole('region', { name, exact: true });
      await userEvent.click(panel.getByRole('combobox', { name: 'شهرها' }));
      expect(await seriousViolations(panel.element())).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(panel.getByRole('combobox', { name: 'تاریخ', exact: true }));
      expect(await seriousViolations(panel.element())).toEqual([]);
      await userEvent.keyboard('{Escape}');
    }
    await page.viewport(414, 896);
  });
});
