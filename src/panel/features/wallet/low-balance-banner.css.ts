import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

// A row of the shell's grid, across it, under the old panel's banner.
export const banner = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderBlockEnd: `2px solid ${vars.color.warning}`,
  color: vars.color.text,
  fontSize: typeScale.sm,
  fontWeight: 600,
});

export const link = style({ color: vars.color.primary, fontWeight: 800 });
