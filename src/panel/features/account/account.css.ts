import { style } from '@vanilla-extract/css';
import { desktopMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

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

export const form = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

// Two fields a row on a desktop, one on a phone.
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const subTitle = style({
  margin: 0,
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: typeScale.sm,
  fontWeight: 800,
});

export const wide = style({ '@media': { [desktopMedia]: { gridColumn: '1 / -1' } } });

// A landline and its city code side by side, the city code narrow, on every width.
export const phoneRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const choices = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontWeight: 600,
  fontSize: typeScale.sm,
});

export const choiceRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const choice = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '36px',
  borderRadius: vars.radius.medium,
  fontWeight: 700,
  cursor: 'pointer',
  color: vars.color.textMuted,
  selectors: {
    '&:has(input:checked)': {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.card,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' },
  },
});

export const radio = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const readOnly = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const readOnlyLabel = style({ margin: 0, fontSize: typeScale.sm, color: vars.color.textMuted });

export const ltrValue = style({ margin: 0, direction: 'ltr', unicodeBidi: 'isolate', fontWeight: 700 });

// A number read left to right inside a Persian sentence, its plus sign in front.
export const ltrInline = style({ direction: 'ltr', unicodeBidi: 'isolate', display: 'inline-block' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const alert = style({ margin: 0, color: vars.color.danger });

export const alertList = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.danger });

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 700 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const menu = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const menuLink = style({
  display: 'grid',
  gap: '2px',
  padding: vars.space.md,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 700,
});

export const link = style({ color: vars.color.primary, fontWeight: 700 });
