import { style } from '@vanilla-extract/css';
import { desktopMedia } from './breakpoints.ts';
import { MOBILE_FOOTER_PX } from './sizes.ts';
import { vars } from './theme.css.ts';

// Notices that float above the phone's bottom bar and at the desktop's foot (a queued send, a file
// being made). Empty, the live region takes no room and lets clicks through.
export const floatingRegion = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: `${MOBILE_FOOTER_PX + 12}px`,
  zIndex: 31,
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: '420px',
  marginInline: 'auto',
  pointerEvents: 'none',
  '@media': { [desktopMedia]: { insetBlockEnd: vars.space.xl } },
});

export const floatingNotice = style({
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
