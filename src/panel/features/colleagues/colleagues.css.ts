import { style, styleVariants } from '@vanilla-extract/css';
import { desktopMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

// One column that may shrink below a table's width: the table scrolls inside its frame instead.
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const spacer = style({ flex: 1 });

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minInlineSize: 0,
});

export const cardTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const alert = style({ margin: 0, color: vars.color.danger, whiteSpace: 'pre-line' });

export const link = style({
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const whole = style({ gridColumn: '1 / -1' });

export const filters = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.md,
});

export const summary = style({ cursor: 'pointer', fontWeight: 700 });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  blockSize: '24px',
  borderRadius: '12px',
  fontSize: typeScale.xs,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  active: [badgeBase, { background: vars.color.primarySoft, color: vars.color.primary }],
  pending: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.warning }],
  deactivated: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.danger }],
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });

export const chip = style({
  listStyle: 'none',
  paddingInline: vars.space.sm,
  borderRadius: '12px',
  background: vars.color.surfaceMuted,
  fontSize: typeScale.sm,
});

// The permission tree: one box per area, its own ticks under it.
export const areas = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const area = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minInlineSize: 0,
});

export const areaTitle = style({ fontWeight: 800, paddingInline: vars.space.xs });

export const tick = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minBlockSize: '32px',
  cursor: 'pointer',
  lineHeight: 1.7,
});

export const tickAll = style([tick, { fontWeight: 700, borderBlockEnd: `1px solid ${vars.color.border}` }]);

export const checkbox = style({
  inlineSize: '18px',
  blockSize: '18px',
  marginBlockStart: '4px',
  flex: 'none',
});

// Terms and values side by side (the Fact rows take no box of their own).
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
