import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { DROPDOWN_FLIP_THRESHOLD_PX } from './sizes.ts';
import { vars } from './theme.css.ts';

export const anchor = style({ position: 'relative', display: 'grid', gap: vars.space.xs });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  blockSize: '40px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const placeholder = style({ color: vars.color.textMuted });

// The trigger is a flex box, which ellipsis does not reach: its text sits in a span that clips.
export const summary = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minInlineSize: 0,
});

// The panel is at most 350 px high and opens above or below the anchor by the space there.
export const panel = recipe({
  base: {
    position: 'absolute',
    insetInline: 0,
    zIndex: 30,
    display: 'flex',
    flexDirection: 'column',
    maxBlockSize: `${DROPDOWN_FLIP_THRESHOLD_PX}px`,
    padding: vars.space.sm,
    gap: vars.space.sm,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.card,
  },
  variants: {
    placement: {
      below: { insetBlockStart: 'calc(100% + 4px)' },
      above: { insetBlockEnd: 'calc(100% + 4px)' },
    },
  },
});

export const search = style({
  blockSize: '36px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const list = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    selectors: {
      '&[aria-selected="true"]': { fontWeight: 700, color: vars.color.primary },
      '&[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: { active: { true: { background: vars.color.primarySoft } } },
});

export const note = style({ padding: vars.space.sm, color: vars.color.textMuted, textAlign: 'center' });
