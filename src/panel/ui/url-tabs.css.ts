import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tab = style({
  blockSize: '40px',
  paddingInline: vars.space.lg,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
  },
});

// A grid or flex item is min-content wide by default: without this the unbroken row of tabs
// would widen the whole list on a phone instead of scrolling sideways.
// One column that may shrink below its content: a wide table in a panel scrolls inside its frame.
export const root = style({
  minInlineSize: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
});

// Tabs that share the list's width equally, their titles wrapping: a few long titles on a phone are
// all in sight instead of one scrolled out of view.
export const fillTab = style({
  flex: '1 1 0',
  minInlineSize: 0,
  blockSize: 'auto',
  minBlockSize: '40px',
  paddingInline: vars.space.xs,
  whiteSpace: 'normal',
  lineHeight: 1.4,
});
