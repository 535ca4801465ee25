// A component test's mount point: a fresh element in the document and a root on it for each test of
// the file, unmounted and removed after it, with act's environment flag set once.
import { act } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type DomRoot = {
  /** The element the test's components render into. */
  readonly container: HTMLDivElement;
  /** Renders (or renders again) into the container, inside act. */
  render(node: ReactNode): void;
};

/** Call once at a test file's top level; its hooks give each test its own root. */
export function domRoot(): DomRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  return {
    get container() {
      if (!container) throw new Error('domRoot: the container exists inside a test only');
      return container;
    },
    render(node) {
      act(() => root?.render(node));
    },
  };
}
