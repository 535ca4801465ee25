import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const anchor = style({ position: 'relative' });

export const popup = style({
  position: 'absolute',
  insetBlockStart: 'calc(100% + 4px)',
  insetInlineStart: 0,
  zIndex: 30,
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

// A range takes a whole row of a filter bar, its two inputs side by side where there is room.
export const range = style({
  gridColumn: '1 / -1',
  minInlineSize: 0, // a fieldset is min-content wide by default and would push out of a phone screen
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: typeScale.sm,
  fontWeight: 600,
});
