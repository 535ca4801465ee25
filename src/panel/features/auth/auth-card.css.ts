import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const page = style({
  minBlockSize: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '420px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  display: 'grid',
  gap: vars.space.md,
  textAlign: 'center',
});

export const logo = style({ inlineSize: '64px', blockSize: '64px', marginInline: 'auto' });

export const title = style({ margin: 0, fontSize: typeScale['2xl'], fontWeight: 800 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const status = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  fontSize: typeScale.sm,
});

export const link = style({ color: vars.color.primary, fontWeight: 700 });

export const form = style({ display: 'grid', gap: vars.space.md, textAlign: 'start' });

export const muted = style({ margin: 0, fontSize: typeScale.sm, color: vars.color.textMuted });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const methods = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.xs,
  margin: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});

export const method = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '36px',
  borderRadius: vars.radius.small,
  fontSize: typeScale.sm,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { background: vars.color.surface, fontWeight: 700, color: vars.color.primary },
  },
});

export const radio = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });

export const srOnly = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
