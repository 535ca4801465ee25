import { style } from '@vanilla-extract/css';
import { phoneMedia } from '../ui/breakpoints.ts';
import { MOBILE_FOOTER_PX } from '../ui/sizes.ts';
import { typeScale, vars } from '../ui/theme.css.ts';

export const bar = style({
  display: 'none',
  '@media': {
    [phoneMedia]: {
      position: 'fixed',
      insetInline: 0,
      insetBlockEnd: 0,
      zIndex: 10,
      // Footer height 85.
      blockSize: `${MOBILE_FOOTER_PX}px`,
      paddingBlockEnd: 'env(safe-area-inset-bottom)',
      display: 'grid',
      // As many equal columns as the member's entries (a colleague may see fewer than five).
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      background: vars.color.surface,
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const item = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: '2px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: typeScale.xs,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&[data-status="active"]': { color: vars.color.primary, fontWeight: 700 } },
});
