import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../ui/theme.css.ts';

export const exporter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const choices = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const link = style({ color: vars.color.primary, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const alert = style({ color: vars.color.danger, margin: 0 });

export const failed = style({ color: vars.color.danger });
