import { style } from '@vanilla-extract/css';
import { desktopMedia, phoneMedia } from '../ui/breakpoints.ts';
import { MOBILE_FOOTER_PX } from '../ui/sizes.ts';
import { typeScale, vars } from '../ui/theme.css.ts';

export const shell = style({
  minBlockSize: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [desktopMedia]: { display: 'grid', gridTemplateColumns: '248px 1fr', gridTemplateRows: 'auto 1fr' },
  },
});

export const banner = style({
  gridColumn: '1 / -1',
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: typeScale.sm,
});

export const bannerLink = style({ color: vars.color.primary, fontWeight: 700 });

export const sidebar = style({
  '@media': {
    [phoneMedia]: { display: 'none' },
    [desktopMedia]: {
      position: 'sticky',
      insetBlockStart: 0,
      blockSize: '100dvh',
      overflowY: 'auto',
      background: vars.color.surface,
      borderInlineEnd: `1px solid ${vars.color.border}`,
      padding: vars.space.lg,
    },
  },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 800,
  fontSize: typeScale.lg,
  marginBlockEnd: vars.space.lg,
});

export const navGroupLabel = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: typeScale.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '2px' });

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-status="active"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      fontWeight: 700,
    },
  },
});

export const main = style({
  minInlineSize: 0,
  '@media': {
    [phoneMedia]: { paddingBlockEnd: `${MOBILE_FOOTER_PX + 16}px` },
  },
});

export const content = style({
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  maxInlineSize: '1200px',
  '@media': { [desktopMedia]: { padding: vars.space.xl } },
});

export const pageTitle = style({
  margin: 0,
  fontSize: typeScale.xl,
  fontWeight: 800,
  '@media': { [phoneMedia]: { display: 'none' } },
});

export const offline = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: typeScale.sm,
  background: vars.color.warning,
  color: vars.color.surface,
});
