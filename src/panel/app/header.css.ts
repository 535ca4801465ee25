import { style } from '@vanilla-extract/css';
import { phoneMedia } from '../ui/breakpoints.ts';
import { typeScale, vars } from '../ui/theme.css.ts';

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 10,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '60px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const mobileTitle = style({
  display: 'none',
  '@media': {
    [phoneMedia]: { display: 'flex', alignItems: 'center', gap: vars.space.xs, flex: 1, minInlineSize: 0 },
  },
});

export const mobileHeading = style({
  margin: 0,
  fontSize: typeScale.md,
  fontWeight: 800,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const account = style({
  flex: 1,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
  '@media': { [phoneMedia]: { display: 'none' } },
});

export const ltr = style({ unicodeBidi: 'isolate', direction: 'ltr', display: 'inline-block' });

export const credit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.xs} 2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '999px',
  fontSize: typeScale.sm,
  whiteSpace: 'nowrap',
});

export const creditLabel = style({ '@media': { [phoneMedia]: { display: 'none' } } });

export const iconButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '32px',
  blockSize: '32px',
  padding: 0,
  border: 'none',
  borderRadius: '999px',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const addFunds = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '32px',
  paddingInline: vars.space.md,
  borderRadius: '999px',
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 700,
  textDecoration: 'none',
  fontSize: typeScale.sm,
  '@media': { [phoneMedia]: { display: 'none' } },
});

export const menu = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  padding: vars.space.xs,
  minInlineSize: '180px',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const menuItem = style({
  display: 'block',
  inlineSize: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});
