import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_PATTERN_DRAFT } from './pattern-form.ts';
import { usePatternDraft } from './use-pattern-draft.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let api: ReturnType<typeof usePatternDraft>;
beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => container.remove());

function Probe() {
  api = usePatternDraft('create', EMPTY_PATTERN_DRAFT);
  return null;
}

describe('the pattern draft', () => {
  it('is kept when the screen is left by mistake, and comes back marked as restored', () => {
    act(() => root.render(<Probe />));
    expect(api.restored).toBe(false);
    act(() => api.update({ text: 'کد شما {{code}}' }));
    act(() => root.unmount());
    root = createRoot(container);
    act(() => root.render(<Probe />));
    expect(api.draft.text).toBe('کد شما {{code}}');
    expect(api.restored).toBe(true);
  });

  it('is forgotten once submitted or thrown away, and an untouched form keeps nothing', () => {
    act(() => root.render(<Probe />));
    act(() => root.unmount());
    expect(localStorage.getItem('pattern-draft:create')).toBeNull();
    root = createRoot(container);
    act(() => root.render(<Probe />));
    act(() => api.update({ title: 'کد ورود' }));
    act(() => api.discard());
    act(() => root.unmount());
    expect(localStorage.getItem('pattern-draft:create')).toBeNull();
  });
});
