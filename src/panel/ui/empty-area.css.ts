import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const icon = style({ inlineSize: '56px', blockSize: '56px', color: vars.color.primary });

export const title = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const description = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '46ch' });

export const action = style({
  marginBlockStart: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '40px',
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
});
