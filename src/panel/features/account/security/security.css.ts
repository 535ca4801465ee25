import { style } from '@vanilla-extract/css';
import { wideMedia } from '../../../ui/breakpoints.ts';
import { typeScale, vars } from '../../../ui/theme.css.ts';

// One column; on a wide desktop the password sits beside the two-step settings.
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
  '@media': { [wideMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const wide = style({ '@media': { [wideMedia]: { gridColumn: '1 / -1' } } });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  minInlineSize: 0,
});

export const cardTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const form = style({ display: 'grid', gap: vars.space.md });

export const note = style({ color: vars.color.textMuted, margin: 0 });

export const alert = style({ color: vars.color.danger, margin: 0 });

export const done = style({ color: vars.color.success, margin: 0, fontWeight: 600 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const rowText = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0, flex: '1 1 12rem' });

export const rowTitle = style({ fontWeight: 700 });

export const state = style({ fontSize: typeScale.sm, color: vars.color.textMuted });

export const on = style({ fontSize: typeScale.sm, color: vars.color.success, fontWeight: 700 });

export const qr = style({
  inlineSize: '12rem',
  blockSize: '12rem',
  justifySelf: 'center',
  borderRadius: vars.radius.medium,
  background: '#fff',
  padding: vars.space.sm,
});

export const mono = style({ fontFamily: 'monospace', overflowWrap: 'anywhere', direction: 'ltr' });

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontFamily: 'monospace',
  direction: 'ltr',
  textAlign: 'center',
});

export const sessions = style({ display: 'grid', gap: 0, margin: 0, padding: 0, listStyle: 'none' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
