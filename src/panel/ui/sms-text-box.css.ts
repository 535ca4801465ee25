import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const label = style({ fontWeight: 700 });

export const area = style({
  inlineSize: '100%',
  minBlockSize: '140px',
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  lineHeight: 1.8,
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const suffix = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  fontSize: typeScale.sm,
  color: vars.color.textMuted,
});

export const warnings = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  borderInlineStart: `4px solid ${vars.color.warning}`,
});

export const warningList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: typeScale.sm,
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });
