import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const chip = style({
  blockSize: '32px',
  paddingInline: vars.space.md,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: typeScale.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      fontWeight: 700,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
