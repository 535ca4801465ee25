import { recipe } from '@vanilla-extract/recipes';
import { BUTTON_HEIGHT_LARGE_PX, BUTTON_HEIGHT_MEDIUM_PX } from './sizes.ts';
import { typeScale, vars } from './theme.css.ts';

// Medium 32 px, large 40 px; small exists with no height given (28 px here).
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontWeight: 700,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' } },
  },
  variants: {
    variant: {
      primary: { background: vars.color.primary, color: vars.color.primaryText },
      secondary: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
      ghost: { background: 'transparent', color: vars.color.primary },
      danger: { background: vars.color.danger, color: vars.color.dangerText },
    },
    size: {
      small: { blockSize: '28px', paddingInline: vars.space.sm, fontSize: typeScale.xs },
      medium: {
        blockSize: `${BUTTON_HEIGHT_MEDIUM_PX}px`,
        paddingInline: vars.space.md,
        fontSize: typeScale.sm,
      },
      large: {
        blockSize: `${BUTTON_HEIGHT_LARGE_PX}px`,
        paddingInline: vars.space.lg,
        fontSize: typeScale.md,
      },
    },
    block: { true: { inlineSize: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'large' },
});
