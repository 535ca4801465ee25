import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../../ui/theme.css.ts';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 640px), 1fr))',
});

export const theme = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xl,
  padding: vars.space.xl,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  minInlineSize: 0,
});

export const title = style({ margin: 0, fontSize: typeScale.xl });

export const section = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minInlineSize: 0,
});

export const heading = style({ margin: 0, fontSize: typeScale.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
});
