import { style } from '@vanilla-extract/css';
import { TOOLTIP_MAX_WIDTH_PX } from './sizes.ts';
import { typeScale, vars } from './theme.css.ts';

export const anchor = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  inlineSize: '24px',
  blockSize: '24px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: typeScale.xs,
  fontWeight: 700,
  cursor: 'help',
});

// A tooltip is at most 152 px wide.
export const bubble = style({
  position: 'absolute',
  insetBlockEnd: 'calc(100% + 6px)',
  insetInlineStart: '50%',
  transform: 'translateX(50%)',
  zIndex: 50,
  inlineSize: 'max-content',
  maxInlineSize: `${TOOLTIP_MAX_WIDTH_PX}px`,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.small,
  background: vars.color.text,
  color: vars.color.surface,
  fontSize: typeScale.xs,
  lineHeight: 1.5,
  pointerEvents: 'none',
});
