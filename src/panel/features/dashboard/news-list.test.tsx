// A news item's HTML comes from the provider's admin panel: the list shows its text only, the opened
// body keeps links and emphasis and nothing that can act.
import { describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../tests/tools/dom-root.ts';
import { NewsBody, NewsEntry } from './news-list.tsx';

const hostile =
  '<p>ارسال <strong>سریع‌تر</strong> شد. <a href="https://example.ir/news">بیشتر</a></p>' +
  '<img src="x" onerror="window.__hit = true"><script>window.__hit = true</script>' +
  '<p onclick="window.__hit = true">پایان</p>';

const dom = domRoot();

describe('news', () => {
  it("an item in the list shows the body's text, no markup of it", () => {
    dom.render(
      <NewsEntry
        item={{ id: 1, title: 'خبر', body: hostile, published_at: '2026-11-01 08:00:00' }}
        onOpen={() => {}}
      />,
    );
    const excerpt = dom.container.querySelector('p');
    expect(excerpt?.textContent).toBe('ارسال سریع‌تر شد. بیشترپایان');
    expect(excerpt?.children).toHaveLength(0);
    expect(dom.container.querySelector('img, script, a[href]')).toBeNull();
    expect((window as { __hit?: boolean }).__hit).toBeUndefined();
  });

  it('an opened body keeps its emphasis and link, and loses what could act', async () => {
    dom.render(<NewsBody html={hostile} />);
    await vi.waitFor(() => expect(dom.container.querySelector('a')).not.toBeNull());
    const body = dom.container.firstElementChild as HTMLElement;
    expect(body.querySelector('strong')?.textContent).toBe('سریع‌تر');
    expect(body.querySelector('a')?.getAttribute('href')).toBe('https://example.ir/news');
    expect(body.querySelector('img, script, [onclick], [onerror]')).toBeNull();
    expect(body.textContent).toContain('پایان');
    expect((window as { __hit?: boolean }).__hit).toBeUndefined();
  });
});
