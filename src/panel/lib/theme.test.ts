import { beforeEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '../ui/theme.css.ts';
import { applyTheme, storedDark } from './theme.ts';

const systemPrefers = (dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark') }));

describe('theme', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('reads dark mode only from the string "true" under the key dark', () => {
    expect(storedDark()).toBeNull();
    localStorage.setItem('dark', 'true');
    expect(storedDark()).toBe(true);
    localStorage.setItem('dark', 'yes');
    expect(storedDark()).toBeNull();
  });

  it('follows the system preference until the user chooses', () => {
    systemPrefers(true);
    applyTheme();
    expect(document.documentElement.classList.contains(darkTheme)).toBe(true);
    systemPrefers(false);
    applyTheme();
    expect(document.documentElement.classList.contains(lightTheme)).toBe(true);
    expect(document.documentElement.classList.contains(darkTheme)).toBe(false);
  });

  it('lets a stored choice win over the system', () => {
    systemPrefers(false);
    localStorage.setItem('dark', 'true');
    applyTheme();
    expect(document.documentElement.classList.contains(darkTheme)).toBe(true);
  });
});
