import { onlineManager } from '@tanstack/react-query';
import { act } from 'preact/test-utils';
import { Component, type ReactNode, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { domRoot } from '../../../tests/tools/dom-root.ts';
import { lazyPart } from './lazy-part.tsx';

const dom = domRoot();
afterEach(() => {
  onlineManager.setOnline(true);
});

/** What a failed `import()` of a chunk rejects with in Chromium. */
const chunkMissing = () => new TypeError('Failed to fetch dynamically imported module: /assets/badge.js');

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>صفحه خراب شد</p> : this.props.children;
  }
}

/** A screen with a field the user types in, and the part beside it. */
function Screen({ part }: { part: ReactNode }) {
  const [text, setText] = useState('');
  return (
    <Boundary>
      <input aria-label="متن" value={text} onInput={(event) => setText(event.currentTarget.value)} />
      {part}
    </Boundary>
  );
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

it('leaves a part whose code did not arrive out, keeps the screen and what was typed, and shows it once online', async () => {
  let attempts = 0;
  const Badge = lazyPart(async () => {
    attempts += 1;
    if (attempts === 1) throw chunkMissing();
    return ({ count }: { count: number }) => <span>{count} تیکت</span>;
  });
  onlineManager.setOnline(false);
  dom.render(<Screen part={<Badge count={3} />} />);
  const field = dom.container.querySelector('input') as HTMLInputElement;
  act(() => {
    field.value = 'سلام';
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await flush();
  expect(attempts).toBe(1);
  expect(dom.container.textContent).not.toContain('صفحه خراب شد');
  expect(dom.container.textContent).not.toContain('تیکت');
  expect((dom.container.querySelector('input') as HTMLInputElement).value).toBe('سلام');

  act(() => onlineManager.setOnline(true));
  await flush();
  expect(attempts).toBe(2);
  expect(dom.container.textContent).toContain('3 تیکت');
  expect(dom.container.querySelector('input')).toBe(field);
  expect(field.value).toBe('سلام');
});

it('loads the code once for every place that shows the part, and shows it at once where it is already here', async () => {
  let attempts = 0;
  const Badge = lazyPart(async () => {
    attempts += 1;
    return () => <span>نشان</span>;
  });
  dom.render(
    <>
      <Badge />
      <Badge />
    </>,
  );
  await flush();
  expect(attempts).toBe(1);
  expect(dom.container.textContent).toBe('نشاننشان');
  dom.render(<Badge />);
  // Rendered from the code already here, with no frame left empty.
  expect(dom.container.textContent).toBe('نشان');
});
