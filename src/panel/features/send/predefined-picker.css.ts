import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const body = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

// The list scrolls, the search and the groups stay in view.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  maxBlockSize: '50dvh',
  overflowY: 'auto',
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  inlineSize: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const itemTitle = style({ fontWeight: 700 });

export const itemText = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const itemGroup = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const status = style({
  margin: 0,
  paddingBlock: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const error = style({ margin: 0, color: vars.color.danger });
