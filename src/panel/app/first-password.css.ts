import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  maxInlineSize: '32rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const note = style({ color: vars.color.textMuted, margin: 0 });

export const alert = style({ color: vars.color.danger, margin: 0 });
