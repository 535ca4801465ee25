import { style } from '@vanilla-extract/css';
import { INPUT_HEIGHT_PX } from './sizes.ts';
import { typeScale, vars } from './theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, textAlign: 'start' });

export const label = style({ fontSize: typeScale.sm, fontWeight: 600 });

export const input = style({
  blockSize: `${INPUT_HEIGHT_PX}px`,
  inlineSize: '100%',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: typeScale.md,
  selectors: {
    '&:focus': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: 'transparent' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const ltr = style({ direction: 'ltr', textAlign: 'start' });

export const hint = style({ margin: 0, fontSize: typeScale.xs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: typeScale.xs, color: vars.color.danger });
