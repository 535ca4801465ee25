import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../ui/theme.css.ts';

export const count = style({
  display: 'inline-block',
  marginInlineStart: vars.space.sm,
  minInlineSize: '1.6em',
  paddingInline: vars.space.xs,
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: typeScale.xs,
  fontWeight: 700,
  lineHeight: 1.6,
  textAlign: 'center',
});

export const link = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  inlineSize: '32px',
  blockSize: '32px',
  borderRadius: '999px',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const dot = style({
  position: 'absolute',
  insetBlockStart: '-2px',
  insetInlineEnd: '-6px',
  minInlineSize: '18px',
  paddingInline: '4px',
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.dangerText,
  fontSize: typeScale.xs,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

/** Read by screen readers, not shown. */
export const hidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
