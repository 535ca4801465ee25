import { applyTheme, DARK_KEY } from './theme.ts';

/** The user's choice: stored as 'true' under `dark`, removed when off. */
export function setDark(dark: boolean): void {
  if (dark) localStorage.setItem(DARK_KEY, 'true');
  else localStorage.removeItem(DARK_KEY);
  applyTheme(dark);
  window.dispatchEvent(new Event('payamak:theme'));
}

/** Dark mode is synced across tabs on storage events. */
export function syncThemeAcrossTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== DARK_KEY && event.key !== null) return;
    applyTheme();
    window.dispatchEvent(new Event('payamak:theme'));
  });
}
