import { globalStyle, style } from '@vanilla-extract/css';
import { phoneMedia, wideMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

// One column that may shrink below a table's width: the table scrolls inside its frame instead.
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const spacer = style({ flex: 1 });

export const selectAll = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const check = style({ inlineSize: '18px', blockSize: '18px', margin: 0, cursor: 'pointer' });

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const alert = style({ margin: 0, color: vars.color.danger });

export const muted = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const link = style({
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const filters = style({ display: 'grid', gap: vars.space.sm });

export const summary = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  fontWeight: 700,
  cursor: 'pointer',
});

export const form = style({ display: 'grid', gap: vars.space.md });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [phoneMedia]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInline: vars.space.sm,
  blockSize: '28px',
  borderRadius: '14px',
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: typeScale.sm,
  listStyle: 'none',
});

export const chipRemove = style({
  border: 0,
  padding: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: typeScale.md,
  lineHeight: 1,
  cursor: 'pointer',
});

export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  fontSize: typeScale.xs,
});

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

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const value = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

// The phone's list of rows: a card per row with its check, its main line and its details.
export const rows = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const rowBody = style({ display: 'grid', gap: vars.space.xs, flex: 1, minInlineSize: 0 });

export const rowHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const menu = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const menuTitle = style({ fontWeight: 700 });

export const layout = style({
  display: 'grid',
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [wideMedia]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

// A term and its value wrapped for a key, laid out as if the wrapper were not there.
export const sendItem = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const alignEnd = style({ alignSelf: 'flex-end' });

// The features' values, one per row, at the form's end. Inside a dialog that scrolls, a calendar
// floating under its field is cut off by the dialog's edge, and scrolling to reach it closes it (a
// popup closes when its field moves). So on a desktop it opens in the flow and the dialog grows to
// hold it; in a phone's drawer, which cannot grow enough, it opens upwards, over the fields above,
// where the drawer has room.
export const featureFields = style([fieldset]);
globalStyle(`${featureFields} [role="dialog"]`, {
  position: 'static',
  marginBlockStart: vars.space.xs,
  '@media': {
    [phoneMedia]: {
      position: 'absolute',
      insetBlockStart: 'auto',
      insetBlockEnd: 'calc(100% + 4px)',
      marginBlockStart: 0,
    },
  },
});

export const startSelf = style({ justifySelf: 'start' });

// An action on the selected rows: on a phone it shows once something is selected, so the toolbar
// stays one line until then.
export const bulkAction = style({
  '@media': { [phoneMedia]: { selectors: { '&:disabled': { display: 'none' } } } },
});
