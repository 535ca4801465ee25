import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { domRoot } from '../../../../tests/tools/dom-root.ts';
import type { DraftLink } from './link-tracker.queries.ts';
import { TrackedLinkList } from './tracked-link-list.tsx';

const link: DraftLink = {
  code: 'Ab3xY9k',
  short_url: 'https://sms.example.ir/v1/l/Ab3xY9k',
  url: 'https://shop.example.ir/sale',
  utm_campaign: 'autumn',
};
const reason = 'تا وقتی لینک در متن پیامک هست، نمی‌توان آن را حذف کرد';

const dom = domRoot();

const removeButton = () =>
  dom.container.querySelector<HTMLButtonElement>(`button[aria-label="حذف ${link.short_url}"]`);

describe('TrackedLinkList', () => {
  it('refuses removing a link the text still holds, and says why', () => {
    const onRemove = vi.fn();
    dom.render(
      <TrackedLinkList text={`حراج ${link.short_url} تا جمعه`} links={[link]} onRemove={onRemove} />,
    );
    const button = removeButton();
    expect(button?.disabled).toBe(true);
    const described = document.getElementById(button?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(reason);
    act(() => button?.click());
    expect(onRemove).not.toHaveBeenCalled();
    expect(dom.container.textContent).toContain(link.url);
  });

  it('lets it go once the text no longer holds it', () => {
    const onRemove = vi.fn();
    dom.render(<TrackedLinkList text="حراج تا جمعه" links={[link]} onRemove={onRemove} />);
    const button = removeButton();
    expect(button?.disabled).toBe(false);
    expect(dom.container.textContent).not.toContain(reason);
    act(() => button?.click());
    expect(onRemove).toHaveBeenCalledWith(link.code);
  });

  it('shows nothing while the draft has no tracked links', () => {
    dom.render(<TrackedLinkList text="" links={[]} onRemove={() => {}} />);
    expect(dom.container.innerHTML).toBe('');
  });
});
