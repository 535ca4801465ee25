import { style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX, MOBILE_FOOTER_PX } from '../../../domain/index.ts';
import { vars } from '../../ui/theme.css.ts';

// Above the phone's bottom bar; at the desktop's foot. Empty, the live region takes no room.
export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: `${MOBILE_FOOTER_PX + 12}px`,
  zIndex: 31,
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: '420px',
  marginInline: 'auto',
  pointerEvents: 'none',
  '@media': { [`screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`]: { insetBlockEnd: vars.space.xl } },
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const text = style({ margin: 0, flex: 1, fontWeight: 600 });

export const link = style({ color: vars.color.primary, fontWeight: 700 });
