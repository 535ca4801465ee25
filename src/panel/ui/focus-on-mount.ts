import { useCallback } from 'react';

/**
 * A ref that focuses its element when it is put on the screen, for what React's `autoFocus` did: the
 * panel runs on Preact (vite.config.ts), which only writes the `autofocus` attribute, and a browser
 * honours that attribute on page load alone, not on an element added later (a list opened, a code step).
 * Stable across renders, so a field is focused once, not again on each keystroke.
 */
export function useFocusOnMount<T extends HTMLElement>(when = true) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: whether to focus is read at mount only
  return useCallback((element: T | null) => {
    if (when && element) element.focus();
  }, []);
}
