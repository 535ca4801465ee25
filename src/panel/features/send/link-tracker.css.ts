import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const root = style({
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const summary = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: 700,
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const body = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  paddingBlockStart: 0,
});

// On a wide screen the address, the campaign and the button share a line; on a phone they stack.
export const fields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const wide = style({ flex: '2 1 260px', minInlineSize: 0 });

export const narrow = style({ flex: '1 1 160px', minInlineSize: 0 });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const found = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

// A long link wraps inside its button instead of pushing the page wider than a phone.
export const foundLink = style({
  // Doubled to outweigh the button recipe's nowrap and fixed height, whatever the CSS order.
  selectors: {
    '&&': {
      maxInlineSize: '100%',
      minInlineSize: 0,
      whiteSpace: 'normal',
      textAlign: 'start',
      blockSize: 'auto',
      minBlockSize: '28px',
      paddingBlock: vars.space.xs,
    },
  },
});

// Only the link breaks anywhere; the word before it stays whole.
export const foundUrl = style({ overflowWrap: 'anywhere' });

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: typeScale.sm,
  fontWeight: 700,
});

export const section = style({ display: 'grid', gap: vars.space.sm });

export const listTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const links = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0 });

// Links read left to right inside the RTL page, and a long one wraps instead of widening the card.
export const url = style({
  direction: 'ltr',
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontSize: typeScale.sm,
});

export const short = style([url, { fontWeight: 700 }]);

export const reason = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
});

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: typeScale.sm,
  whiteSpace: 'pre-line',
});

export const upgrade = style({ color: vars.color.primary, fontWeight: 700 });
