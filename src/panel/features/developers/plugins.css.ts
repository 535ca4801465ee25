import { style } from '@vanilla-extract/css';
import { desktopMedia } from '../../ui/breakpoints.ts';
import { vars } from '../../ui/theme.css.ts';

/** One column of cards on a phone, as many 20rem columns as fit on a desktop. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(auto-fill, minmax(20rem, 1fr))' } },
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  minInlineSize: 0,
});

export const head = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, flexWrap: 'wrap' });

export const title = style({ margin: 0, fontSize: '1.05rem', flex: 1 });

export const kind = style({
  fontSize: '0.8rem',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const description = style({ margin: 0, lineHeight: 1.8 });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9rem' });

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  marginBlockStart: vars.space.xs,
});

export const get = style({
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const soon = style({ color: vars.color.textMuted, fontWeight: 600 });

export const install = style({
  direction: 'ltr',
  textAlign: 'left',
  fontFamily: 'monospace',
  fontSize: '0.85rem',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});
