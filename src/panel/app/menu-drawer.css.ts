import { style } from '@vanilla-extract/css';
import { DIALOG_ANIMATION_MS } from '../ui/sizes.ts';
import { typeScale, vars } from '../ui/theme.css.ts';

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 20, background: 'rgb(0 0 0 / 40%)' });

export const content = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: 21,
  maxBlockSize: '85dvh',
  overflowY: 'auto',
  padding: `${vars.space.sm} ${vars.space.lg} ${vars.space.xl}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderStartStartRadius: vars.radius.large,
  borderStartEndRadius: vars.radius.large,
  transitionDuration: `${DIALOG_ANIMATION_MS}ms`,
});

export const handle = style({
  inlineSize: '48px',
  blockSize: '5px',
  margin: `0 auto ${vars.space.md}`,
  borderRadius: '999px',
  background: vars.color.border,
});

export const title = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });
