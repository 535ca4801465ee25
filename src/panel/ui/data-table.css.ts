import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

// Desktop: the table scrolls sideways inside its frame rather than widening the page.
export const scroller = style({
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: typeScale.sm });

export const caption = style({ padding: vars.space.md, textAlign: 'start', fontWeight: 700 });

export const head = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const state = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

// Phone: each row becomes a card of label and value pairs.
export const cards = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const term = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const pair = style({ display: 'contents' });
