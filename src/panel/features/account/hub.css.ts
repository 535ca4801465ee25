import { style, styleVariants } from '@vanilla-extract/css';
import { desktopMedia, wideMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

// One column on a phone; on a wide desktop who the account is and its documents sit side by side.
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
  '@media': { [wideMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

// The pages' menu comes right under who the account is on a phone; on a wide desktop it spans the foot.
export const wide = style({ '@media': { [wideMedia]: { gridColumn: '1 / -1', order: 3 } } });

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

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, minInlineSize: 0 });

export const avatar = style({
  flex: 'none',
  display: 'grid',
  placeItems: 'center',
  inlineSize: '52px',
  blockSize: '52px',
  borderRadius: '50%',
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontSize: typeScale.lg,
  fontWeight: 800,
});

export const name = style({ margin: 0, fontSize: typeScale.lg, fontWeight: 800, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

// Short facts: two to a row even on a phone.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  minInlineSize: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const value = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  inlineSize: 'fit-content',
  paddingInline: vars.space.sm,
  paddingBlock: '2px',
  borderRadius: '999px',
  fontSize: typeScale.sm,
  fontWeight: 700,
  border: '1px solid currentColor',
});

export const badge = styleVariants({
  missing: [badgeBase, { color: vars.color.textMuted }],
  pending: [badgeBase, { color: vars.color.warning }],
  approved: [badgeBase, { color: vars.color.success }],
  rejected: [badgeBase, { color: vars.color.danger }],
});

export const reason = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceMuted,
});

// The profile pages: a menu of full-width rows on a phone, a grid of tiles on a desktop.
export const links = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' } },
});

export const link = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  minBlockSize: '44px',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const linkTitle = style({ fontWeight: 700 });

export const inlineLink = style({
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: typeScale.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const linkText = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const upload = style({ display: 'grid', gap: vars.space.md });

export const thumbRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'start' });

export const thumb = style({
  display: 'block',
  inlineSize: '200px',
  maxInlineSize: '100%',
  blockSize: '130px',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const fileInput = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const alert = style({ margin: 0, color: vars.color.danger, fontWeight: 600 });

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: 700 });

export const form = style({ display: 'grid', gap: vars.space.md });

export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 600,
});

export const check = style({
  inlineSize: '20px',
  blockSize: '20px',
  accentColor: vars.color.primary,
  flex: 'none',
});

// The events: a table of SMS and notice switches, its header the two channels.
export const events = style({ inlineSize: '100%', borderCollapse: 'collapse' });

export const eventCell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
});

export const eventSwitch = style([eventCell, { inlineSize: '72px', textAlign: 'center' }]);

export const radioList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, border: 0 });

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft },
  },
});

export const example = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

// The example's two operators side by side on a desktop.
export const examples = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const line = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const strongLine = style({
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space.xs,
  fontWeight: 800,
});
