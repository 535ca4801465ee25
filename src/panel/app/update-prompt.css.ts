import { style } from '@vanilla-extract/css';
import { MOBILE_FOOTER_PX } from '../ui/sizes.ts';
import { vars } from '../ui/theme.css.ts';

export const root = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: `${MOBILE_FOOTER_PX + 12}px`,
  zIndex: 30,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxInlineSize: '420px',
  marginInline: 'auto',
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const text = style({ margin: 0, flex: 1, fontWeight: 600 });
