import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { typeScale, vars } from './theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm, minInlineSize: '280px' });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const select = style({
  flex: 1,
  blockSize: '32px',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const step = style({
  inlineSize: '32px',
  blockSize: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  cursor: 'pointer',
});

export const grid = style({ inlineSize: '100%', borderCollapse: 'collapse', textAlign: 'center' });

export const weekday = style({
  paddingBlock: vars.space.xs,
  fontSize: typeScale.xs,
  color: vars.color.textMuted,
  fontWeight: 600,
});

export const day = recipe({
  base: {
    inlineSize: '36px',
    blockSize: '36px',
    border: 0,
    borderRadius: '999px',
    background: 'transparent',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.primarySoft },
      '&:disabled': { color: vars.color.textMuted, opacity: 0.45, cursor: 'not-allowed' },
    },
  },
  variants: {
    today: { true: { boxShadow: `inset 0 0 0 1px ${vars.color.primary}` } },
    selected: { true: { background: vars.color.primary, color: vars.color.primaryText, fontWeight: 700 } },
  },
});
