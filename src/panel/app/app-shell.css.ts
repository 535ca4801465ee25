import { style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX, MOBILE_FOOTER_PX } from '../../domain/index.ts';
import { vars } from '../ui/theme.css.ts';

const desktop = `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
const mobile = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

export const shell = style({
  minBlockSize: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  '@media': {
    [desktop]: { display: 'grid', gridTemplateColumns: '248px 1fr', gridTemplateRows: 'auto 1fr' },
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
  fontSize: '0.85rem',
});

export const bannerLink = style({ color: vars.color.primary, fontWeight: 700 });

export const sidebar = style({
  '@media': {
    [mobile]: { display: 'none' },
    [desktop]: {
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
  fontSize: '1.15rem',
  marginBlockEnd: vars.space.lg,
});

export const navGroupLabel = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: '0.78rem',
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
    [mobile]: { paddingBlockEnd: `${MOBILE_FOOTER_PX + 16}px` },
  },
});

export const content = style({
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.lg,
  alignContent: 'start',
  maxInlineSize: '1200px',
  '@media': { [desktop]: { padding: vars.space.xl } },
});

export const pageTitle = style({
  margin: 0,
  fontSize: '1.35rem',
  fontWeight: 800,
  '@media': { [mobile]: { display: 'none' } },
});

export const offline = style({
  gridColumn: '1 / -1',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'center',
  fontSize: '0.85rem',
  background: vars.color.warning,
  color: vars.color.surface,
});
