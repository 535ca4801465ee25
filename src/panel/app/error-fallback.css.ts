import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../ui/theme.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'center',
  margin: `${vars.space.xl} auto`,
  maxInlineSize: '480px',
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const title = style({ margin: 0, fontSize: typeScale.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
});
