import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xs, fontSize: typeScale.sm });

export const head = style({ display: 'flex', justifyContent: 'space-between' });

// The native <progress>, styled: its width follows the value with no inline style.
export const bar = style({
  appearance: 'none',
  inlineSize: '100%',
  blockSize: '8px',
  border: 0,
  borderRadius: '999px',
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceMuted },
    '&::-webkit-progress-value': { background: vars.color.primary, borderRadius: '999px' },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
});
