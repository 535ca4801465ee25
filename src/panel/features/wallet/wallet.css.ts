import { style, styleVariants } from '@vanilla-extract/css';
import { desktopMedia, wideMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

// One column that may shrink below its content; on a wide desktop the forms sit beside the side panel.
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
  '@media': { [wideMedia]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const column = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

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

export const balance = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  background: vars.color.primarySoft,
  border: `1px solid ${vars.color.border}`,
});

export const balanceLabel = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });

export const balanceFigure = style({
  margin: 0,
  fontSize: typeScale['3xl'],
  fontWeight: 800,
  '@media': { [desktopMedia]: { fontSize: typeScale['4xl'] } },
});

export const unit = style({ fontSize: typeScale.md, fontWeight: 600, marginInlineStart: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const quickAmounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const quickAmount = style({
  blockSize: '36px',
  paddingInline: vars.space.md,
  borderRadius: '18px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      color: vars.color.text,
    },
  },
});

// The breakdown before paying: a term and its figure per line, the payable one stressed.
export const breakdown = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const lineTerm = style({ color: vars.color.textMuted });

export const lineValue = style({ margin: 0, fontWeight: 700, textAlign: 'end' });

export const strongLine = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.xs,
  fontWeight: 800,
});

export const promotion = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.success}`,
  background: vars.color.surfaceMuted,
  fontWeight: 600,
});

export const methods = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

// On a phone the copy buttons go under the numbers: beside them they would squeeze the numbers apart.
export const method = style({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [desktopMedia]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const methodChosen = style({ borderColor: vars.color.primary, background: vars.color.primarySoft });

export const methodText = style({ display: 'grid', gap: '2px', minInlineSize: 0 });

// Read left to right, but set at the start of the line as the rest of the right-to-left text.
export const number = style({
  justifySelf: 'start',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  fontWeight: 700,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const owner = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontWeight: 700,
});

export const alert = style({ margin: 0, color: vars.color.danger });

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const link = style({
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const pending = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

export const pendingItem = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

const badgeBase = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: '12px',
  fontSize: typeScale.xs,
  fontWeight: 700,
  lineHeight: '24px',
  whiteSpace: 'nowrap',
});

export const badge = styleVariants({
  pending: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.warning }],
  done: [badgeBase, { background: vars.color.primarySoft, color: vars.color.success }],
  failed: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.danger }],
});

export const amount = styleVariants({
  deposit: { color: vars.color.success, fontWeight: 700, direction: 'ltr', unicodeBidi: 'isolate' },
  withdrawal: { color: vars.color.danger, fontWeight: 700, direction: 'ltr', unicodeBidi: 'isolate' },
});

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
});

export const check = style({ inlineSize: '18px', blockSize: '18px', margin: 0, cursor: 'pointer' });

export const result = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  maxInlineSize: '560px',
  marginInline: 'auto',
  inlineSize: '100%',
});

export const resultTitle = styleVariants({
  success: { margin: 0, fontSize: typeScale.xl, fontWeight: 800, color: vars.color.success },
  failure: { margin: 0, fontSize: typeScale.xl, fontWeight: 800, color: vars.color.danger },
  pending: { margin: 0, fontSize: typeScale.xl, fontWeight: 800 },
});

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg });
