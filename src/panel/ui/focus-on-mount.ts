import { useCallback } from 'react';

/**
 * A ref that focuses its element when it is put on the screen, for what React's `autoFocus` did: the
 * panel runs on Preact (vite.config.ts), which only writes the `autofocus` attribute, and a browser
 * honours that attribute on page load alone, not on an element added later (a list opened, a code step).
 * Stable across renders, so a field is focused once, not again on each keystroke. `when` is asked for,
 * never assumed: a field whose caller said nothing must not take the focus (and, on a phone, open the
 * keyboard and scroll the page to itself).
 */
export function useFocusOnMount<T extends HTMLElement>(when: boolean) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: whether to focus is read at mount only
  return useCallback((element: T | null) => {
    if (when && element) element.focus();
  }, []);
}
