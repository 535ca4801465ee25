import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { typeScale, vars } from './theme.css.ts';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const pages = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const page = recipe({
  base: {
    minInlineSize: '32px',
    blockSize: '32px',
    paddingInline: vars.space.xs,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.small,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: { '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } },
  },
  variants: {
    current: {
      true: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        borderColor: vars.color.primary,
      },
    },
  },
});

export const size = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: typeScale.sm,
});

export const select = style({
  blockSize: '32px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});
