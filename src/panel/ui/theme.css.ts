import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';

// One contract for the tokens, one theme per colour mode (styles are contracts).
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryText: null,
    primarySoft: null,
    danger: null,
    dangerText: null,
    success: null,
    warning: null,
    focus: null,
  },
  font: { body: null },
  radius: { small: null, medium: null, large: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  shadow: { card: null },
});

const shared = {
  font: { body: '"Vazirmatn Variable", Vazirmatn, Tahoma, sans-serif' },
  radius: { small: '6px', medium: '10px', large: '16px' },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
};

export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#f6f7fb',
    surface: '#ffffff',
    surfaceMuted: '#eef1f6',
    text: '#1b2430',
    textMuted: '#566173',
    border: '#d9dee7',
    primary: '#0f766e',
    primaryText: '#ffffff',
    primarySoft: '#d9f2ef',
    danger: '#b42318',
    dangerText: '#ffffff',
    success: '#067647',
    warning: '#93370d',
    focus: '#2563eb',
  },
  shadow: { card: '0 1px 2px rgb(16 24 40 / 6%), 0 4px 12px rgb(16 24 40 / 6%)' },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#0f141b',
    surface: '#18202a',
    surfaceMuted: '#212b37',
    text: '#e8edf3',
    textMuted: '#a3afbf',
    border: '#313d4c',
    primary: '#2dd4bf',
    primaryText: '#06201d',
    primarySoft: '#123b37',
    danger: '#f97066',
    dangerText: '#2b0a06',
    success: '#47cd89',
    warning: '#fdb022',
    focus: '#84adff',
  },
  shadow: { card: '0 1px 2px rgb(0 0 0 / 30%), 0 4px 12px rgb(0 0 0 / 25%)' },
});

/**
 * The one type scale, for a 16 px root: 12, 14, 16, 18, 21, 24, 30 and 36 px. The same in both colour
 * modes, so it is set once on the root; only styles read it, so it adds nothing to the JavaScript.
 */
export const typeScale = createGlobalTheme(':root', {
  // badges, the bottom bar, small labels
  xs: '0.75rem',
  // secondary text, table cells, form labels
  sm: '0.875rem',
  // body text and small headings
  md: '1rem',
  // a card's heading
  lg: '1.125rem',
  // a page's title
  xl: '1.3125rem',
  // the sign-in card's title
  '2xl': '1.5rem',
  // a large figure (the balance) on a phone, and on a desktop
  '3xl': '1.875rem',
  '4xl': '2.25rem',
});
