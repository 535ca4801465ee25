import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { phoneMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

// One column that may shrink below the table's width: the table scrolls inside its frame instead.
export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const filters = style({ display: 'grid', gap: vars.space.sm });

export const filterToggle = style({
  justifySelf: 'start',
  '@media': { [phoneMedia]: { justifySelf: 'stretch' } },
});

export const refusal = style({
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  background: vars.color.surface,
});

export const idLink = style({
  color: vars.color.primary,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const summary = style({
  display: 'inline-block',
  maxInlineSize: '26ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const line = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const dot = style({ inlineSize: '10px', blockSize: '10px', borderRadius: '50%', flex: 'none' });

export const state = recipe({
  base: {
    display: 'inline-block',
    paddingInline: vars.space.sm,
    paddingBlock: '2px',
    borderRadius: '999px',
    fontSize: typeScale.xs,
    fontWeight: 600,
    border: '1px solid currentColor',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { color: vars.color.success },
      info: { color: vars.color.primary },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
      neutral: { color: vars.color.textMuted },
    },
  },
});

export const muted = style({ color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' });
