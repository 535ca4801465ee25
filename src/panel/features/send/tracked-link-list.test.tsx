import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftLink } from './link-tracker.queries.ts';
import { TrackedLinkList } from './tracked-link-list.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const link: DraftLink = {
  code: 'Ab3xY9k',
  short_url: 'https://sms.example.ir/v1/l/Ab3xY9k',
  url: 'https://shop.example.ir/sale',
  utm_campaign: 'autumn',
};
const reason = 'تا وقتی لینک در متن پیامک هست، نمی‌توان آن را حذف کرد';

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const removeButton = () =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="حذف ${link.short_url}"]`);

describe('TrackedLinkList', () => {
  it('refuses removing a link the text still holds, and says why', () => {
    const onRemove = vi.fn();
    act(() =>
      root.render(
        <TrackedLinkList text={`حراج ${link.short_url} تا جمعه`} links={[link]} onRemove={onRemove} />,
      ),
    );
    const button = removeButton();
    expect(button?.disabled).toBe(true);
    const described = document.getElementById(button?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(reason);
    act(() => button?.click());
    expect(onRemove).not.toHaveBeenCalled();
    expect(container.textContent).toContain(link.url);
  });

  it('lets it go once the text no longer holds it', () => {
    const onRemove = vi.fn();
    act(() => root.render(<TrackedLinkList text="حراج تا جمعه" links={[link]} onRemove={onRemove} />));
    const button = removeButton();
    expect(button?.disabled).toBe(false);
    expect(container.textContent).not.toContain(reason);
    act(() => button?.click());
    expect(onRemove).toHaveBeenCalledWith(link.code);
  });

  it('shows nothing while the draft has no tracked links', () => {
    act(() => root.render(<TrackedLinkList text="" links={[]} onRemove={() => {}} />));
    expect(container.innerHTML).toBe('');
  });
});
