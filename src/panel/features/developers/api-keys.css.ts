import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });

export const form = style({ display: 'grid', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const key = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const whole = style({
  display: 'block',
  fontFamily: 'monospace',
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});

export const alert = style({ color: vars.color.danger, margin: 0 });

export const note = style({ color: vars.color.textMuted, margin: 0 });
