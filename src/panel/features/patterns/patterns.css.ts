import { style, styleVariants } from '@vanilla-extract/css';
import { desktopMedia, phoneMedia, wideMedia } from '../../ui/breakpoints.ts';
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

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const alert = style({ margin: 0, color: vars.color.danger });

export const link = style({
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

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

// The state badge: confirmed green, rejected red, waiting and edited muted; the word says it too.
export const badge = styleVariants({
  not_confirmed: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.warning }],
  confirmed: [badgeBase, { background: vars.color.primarySoft, color: vars.color.success }],
  rejected: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.danger }],
  edited: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.primary }],
  plain: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
});

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: typeScale.sm,
  overflowWrap: 'anywhere',
});

export const codeRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

// The phone's list: a card per pattern.
export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const rowMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
});

export const clamp = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'pre-line',
});

// The editor: the form beside its guide on a wide screen, one column on a phone.
export const editor = style({
  display: 'grid',
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [wideMedia]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [phoneMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minInlineSize: 0,
});

export const legend = style({ paddingInline: vars.space.xs, fontWeight: 700 });

export const label = style({ fontWeight: 600, fontSize: typeScale.sm });

export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '140px',
  padding: vars.space.md,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.8,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const counter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
});

export const addVariable = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const addVariableName = style({ flex: '1 1 12rem', minInlineSize: 0 });

// The rules found while typing: each under the field it is about.
export const findings = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: typeScale.sm,
});

export const finding = styleVariants({
  block: { color: vars.color.danger },
  warn: { color: vars.color.warning },
});

export const variableRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 1fr) minmax(7rem, 1fr) minmax(5rem, 8rem)',
  alignItems: 'end',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [phoneMedia]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const variableName = style({
  gridColumn: 'auto',
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [phoneMedia]: { gridColumn: '1 / -1' } },
});

export const select = style({
  blockSize: '40px',
  inlineSize: '100%',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const checkRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const check = style({ inlineSize: '18px', blockSize: '18px', margin: 0, cursor: 'pointer' });

export const submitBar = style({ display: 'grid', gap: vars.space.sm });

// A pattern's text with its variables as chips.
export const message = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  whiteSpace: 'pre-wrap',
  lineHeight: 2,
  overflowWrap: 'anywhere',
});

export const chip = style({
  display: 'inline-block',
  marginInline: '2px',
  paddingInline: vars.space.sm,
  borderRadius: '12px',
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: typeScale.sm,
  lineHeight: 1.6,
});

// The two versions of an edited pattern: side by side on a desktop, stacked on a phone.
export const versions = style({
  display: 'grid',
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const comment = style({
  margin: 0,
  padding: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.small,
  whiteSpace: 'pre-line',
});

export const snippet = style({
  margin: 0,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: typeScale.xs,
  lineHeight: 1.6,
  overflowX: 'auto',
  whiteSpace: 'pre',
  direction: 'ltr',
  textAlign: 'left',
});

export const delivered = style({
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.medium,
  whiteSpace: 'pre-wrap',
});

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: typeScale.sm });

export const th = style({
  textAlign: 'start',
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const td = style({ padding: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border}` });

export const sectionTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const filters = style({ display: 'grid', gap: vars.space.sm });

export const summary = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  fontWeight: 700,
  cursor: 'pointer',
});

export const subTitle = style({ margin: 0, fontSize: typeScale.sm, fontWeight: 700 });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
});

// A variable's name in its row: left to right, but placed where the row starts (its right side).
export const rowName = style([code, { justifySelf: 'start', fontWeight: 700 }]);
