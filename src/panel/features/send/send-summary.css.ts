import { globalStyle, style } from '@vanilla-extract/css';
import { desktopMedia, phoneMedia, wideMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';
import { actions } from './send.css.ts';

// The shell's header is sticky and at least 60 px tall: the summary stops below it.
const HEADER_PX = 60;
const stickyTop = `calc(${HEADER_PX}px + ${vars.space.xl})`;

/**
 * On a phone only the messages and the action, exactly where they always were; from the desktop
 * breakpoint a card with the facts; beside the form, that card stays in view while the form scrolls.
 */
export const aside = style({
  display: 'grid',
  gap: vars.space.xl,
  minInlineSize: 0,
  '@media': {
    [desktopMedia]: {
      gap: vars.space.lg,
      padding: vars.space.lg,
      borderRadius: vars.radius.large,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surface,
      boxShadow: vars.shadow.card,
    },
    // Beside the cards (recipients, message, schedule, and any a mode adds), in view while they scroll.
    [wideMedia]: {
      gridColumn: 2,
      gridRow: '1 / span 12',
      position: 'sticky',
      insetBlockStart: stickyTop,
      maxBlockSize: `calc(100dvh - ${stickyTop} - ${vars.space.xl})`,
      overflowY: 'auto',
    },
  },
});

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [phoneMedia]: { display: 'none' } },
});

export const title = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const list = style({ margin: 0, display: 'grid', gap: vars.space.sm });

export const fact = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});

export const label = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const value = style({ margin: 0, fontWeight: 700, textAlign: 'end' });

export const hint = style({
  margin: 0,
  fontWeight: 400,
  fontSize: typeScale.sm,
  color: vars.color.textMuted,
});

export const short = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });

// In the card the action spans its width.
globalStyle(`${aside} ${actions} > *`, { '@media': { [desktopMedia]: { flex: '1 1 auto' } } });
