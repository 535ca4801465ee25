import { style } from '@vanilla-extract/css';
import { phoneMedia } from '../../ui/breakpoints.ts';
import { vars } from '../../ui/theme.css.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const steps = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [phoneMedia]: { inlineSize: '100%', justifyContent: 'space-between' } },
});

export const step = style({
  minInlineSize: '40px',
  blockSize: '40px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  font: 'inherit',
  selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const jump = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

export const pageInput = style({
  inlineSize: '9ch',
  blockSize: '40px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'center',
});

export const size = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  flexWrap: 'wrap',
});

export const select = style({
  blockSize: '40px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
