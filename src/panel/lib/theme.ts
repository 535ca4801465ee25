import { darkTheme, lightTheme } from '../ui/theme.css.ts';

// Dark mode is the localStorage key `dark`, the string 'true' when on, removed when off.
export const DARK_KEY = 'dark';

export function storedDark(): boolean | null {
  return localStorage.getItem(DARK_KEY) === 'true' ? true : null;
}

/** Until the user chooses, the system preference decides. */
export function isDark(): boolean {
  return storedDark() ?? matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The theme class goes on the root element. */
export function applyTheme(dark = isDark()): void {
  const root = document.documentElement;
  root.classList.toggle(darkTheme, dark);
  root.classList.toggle(lightTheme, !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}
