import { globalStyle, style } from '@vanilla-extract/css';
import { wideMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

/**
 * Wide enough, the cards fill the main column and the summary (send-summary.css.ts) the side one,
 * spanning every row the cards take. Rows are spaced by the cards' margins, not the gap, so the rows
 * the summary spans beyond the last card take no room.
 */
export const screen = style({
  display: 'grid',
  gap: vars.space.xl,
  maxInlineSize: '760px',
  '@media': {
    [wideMedia]: {
      gridTemplateColumns: 'minmax(0, 1fr) 320px',
      rowGap: 0,
      alignItems: 'start',
      maxInlineSize: 'none',
    },
  },
});

globalStyle(`${screen} > :not(dialog)`, { '@media': { [wideMedia]: { marginBlockEnd: vars.space.xl } } });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const grow = style({ flex: '1 1 220px', minInlineSize: 0 });

/** A row of filters: fields start level, so a hint or an error under one does not lift the others. */
export const filterRow = style([row, { alignItems: 'start' }]);

/** Two short fields (from–to, start–size) side by side even on a phone. */
export const pair = style([grow, { display: 'flex', gap: vars.space.md, alignItems: 'start' }]);
export const half = style({ flex: '1 1 0', minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: typeScale.md,
});

export const factValue = style({ margin: 0, fontWeight: 700 });

export const choice = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });

export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap' });

export const tools = style([actions, { border: 0, margin: 0, padding: 0, minInlineSize: 0 }]);

export const stack = style({ display: 'grid', gap: vars.space.md });
