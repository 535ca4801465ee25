import { style, styleVariants } from '@vanilla-extract/css';
import { desktopMedia, phoneMedia, wideMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.xl, minInlineSize: 0 });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minInlineSize: 0,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  fontSize: typeScale.md,
  '@media': {
    [wideMedia]: { gridTemplateColumns: 'repeat(2, max-content minmax(0, 1fr))' },
  },
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: 700, minInlineSize: 0 });

export const text = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.8,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
  fontWeight: 600,
});

export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const charts = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const figure = style({ margin: 0, display: 'grid', gap: vars.space.sm, minInlineSize: 0 });

export const wideFigure = style({ '@media': { [desktopMedia]: { gridColumn: '1 / -1' } } });

export const figureTitle = style({ fontWeight: 700, fontSize: typeScale.md });

export const chartBox = style({ position: 'relative', blockSize: '220px', minInlineSize: 0 });

export const statusBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const statusDot = style({
  inlineSize: '10px',
  blockSize: '10px',
  borderRadius: '50%',
  flex: 'none',
});

export const messageCell = style({
  display: 'block',
  maxInlineSize: '36ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    // A phone's card is narrower than a line of text: two wrapped lines, then an ellipsis.
    [phoneMedia]: {
      display: '-webkit-box',
      maxInlineSize: 'none',
      whiteSpace: 'normal',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
    },
  },
});

/** A recipient status's colour: the same tokens as the chart's outcomes. */
export const statusTone = styleVariants({
  0: { background: vars.color.textMuted },
  1: { background: vars.color.focus },
  2: { background: vars.color.success },
  3: { background: vars.color.danger },
  4: { background: vars.color.text },
});

/** On a phone the header's back arrow leads back to the reports: this link is the desktop's. */
export const desktopOnly = style({ '@media': { [phoneMedia]: { display: 'none' } } });
