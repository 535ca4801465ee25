import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  alignItems: 'end',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center' });

export const select = style({
  blockSize: '40px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});
