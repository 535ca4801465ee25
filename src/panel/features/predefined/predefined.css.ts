import { style } from '@vanilla-extract/css';
import { desktopMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

// A phone: the groups above the list as a row that scrolls sideways. A desktop: the groups as a side list.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktopMedia]: { gridTemplateColumns: '240px minmax(0, 1fr)' } },
});

export const main = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const groups = style({
  display: 'grid',
  gap: vars.space.sm,
  minInlineSize: 0,
  '@media': {
    [desktopMedia]: {
      padding: vars.space.md,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      position: 'sticky',
      insetBlockStart: vars.space.lg,
    },
  },
});

export const groupsHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const groupsTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const groupList = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  paddingBlockEnd: vars.space.xs,
  '@media': { [desktopMedia]: { flexDirection: 'column', overflowX: 'visible', paddingBlockEnd: 0 } },
});

export const groupButton = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  whiteSpace: 'nowrap',
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: typeScale.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': {
    [desktopMedia]: {
      borderRadius: vars.radius.medium,
      borderColor: 'transparent',
      whiteSpace: 'normal',
      textAlign: 'start',
    },
  },
});

export const count = style({ color: vars.color.textMuted, fontSize: typeScale.sm, fontWeight: 400 });

export const groupActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const search = style({ display: 'flex', gap: vars.space.sm, alignItems: 'end' });

export const grow = style({ flex: 1, minInlineSize: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const selectAll = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const check = style({
  inlineSize: '20px',
  blockSize: '20px',
  margin: 0,
  flexShrink: 0,
  cursor: 'pointer',
});

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 600 });

export const alert = style({ margin: 0, color: vars.color.danger });

export const status = style({
  margin: 0,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minInlineSize: 0,
});

export const cardBody = style({ display: 'grid', gap: vars.space.xs, flex: 1, minInlineSize: 0 });

export const cardTitle = style({
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const clamp = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fieldset = style({ display: 'grid', gap: vars.space.sm, border: 0, margin: 0, padding: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: 600 });

// One message's page: the text and its facts, then what can be done with it.
export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minInlineSize: 0,
});

export const page = style({ display: 'grid', gap: vars.space.lg, maxInlineSize: '760px', minInlineSize: 0 });

export const heading = style({
  margin: 0,
  fontSize: typeScale.lg,
  fontWeight: 700,
  overflowWrap: 'anywhere',
});

export const text = style({
  margin: 0,
  padding: vars.space.md,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  lineHeight: 1.9,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});

export const value = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const emptyActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const subheading = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const textLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
