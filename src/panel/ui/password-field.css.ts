import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css.ts';

export const strength = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const bars = style({ display: 'flex', gap: vars.space.xs, flex: 1 });

export const bar = recipe({
  base: { flex: 1, blockSize: '4px', borderRadius: vars.radius.small, background: vars.color.border },
  variants: {
    tone: {
      off: {},
      weak: { background: vars.color.danger },
      medium: { background: vars.color.warning },
      strong: { background: vars.color.success },
    },
  },
});
