import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 45%)', zIndex: 40 });

// vaul animates the sheet in 500 ms, the dialog animation.
export const sheet = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: '92dvh',
  background: vars.color.surface,
  color: vars.color.text,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  outline: 'none',
});

export const handle = style({
  marginBlock: vars.space.sm,
  marginInline: 'auto',
  inlineSize: '48px',
  blockSize: '5px',
  borderRadius: '999px',
  background: vars.color.border,
});

export const title = style({
  margin: 0,
  paddingInline: vars.space.lg,
  fontSize: typeScale.md,
  fontWeight: 700,
});

export const body = style({
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'grid',
  gap: vars.space.md,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingBlockStart: 0,
});
