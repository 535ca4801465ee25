import { keyframes, style } from '@vanilla-extract/css';
import { DIALOG_ANIMATION_MS } from './sizes.ts';
import { typeScale, vars } from './theme.css.ts';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const sink = keyframes({
  from: { opacity: 1, transform: 'none' },
  to: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
});

const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

// The dialog animates in 500 ms.
export const dialog = style({
  inlineSize: 'min(560px, calc(100vw - 32px))',
  maxBlockSize: 'calc(100dvh - 64px)',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.card,
  animation: `${rise} ${DIALOG_ANIMATION_MS}ms ease-out`,
  selectors: {
    '&::backdrop': { background: 'rgb(0 0 0 / 45%)', animation: `${fade} ${DIALOG_ANIMATION_MS}ms ease-out` },
    // Closing, the dialog is no longer modal (the page behind takes input again): held in place here.
    '&[data-closing]': {
      position: 'fixed',
      inset: 0,
      margin: 'auto',
      blockSize: 'fit-content',
      zIndex: 40,
      animation: `${sink} ${DIALOG_ANIMATION_MS}ms ease-in forwards`,
    },
    '&[data-closing]::backdrop': { animation: `${fadeOut} ${DIALOG_ANIMATION_MS}ms ease-in forwards` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const body = style({ padding: vars.space.lg, display: 'grid', gap: vars.space.md });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const close = style({
  inlineSize: '32px',
  blockSize: '32px',
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: typeScale.xl,
  cursor: 'pointer',
});
