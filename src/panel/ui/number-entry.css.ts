import { style } from '@vanilla-extract/css';
import { NUMBER_LIST_BOX_PX } from './sizes.ts';
import { typeScale, vars } from './theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const grow = style({ flex: 1 });

export const addButton = style({ marginBlockStart: '29px' });

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: typeScale.sm,
  color: vars.color.textMuted,
});

// A thousand chips stay smooth: the box scrolls and off-screen chips skip layout and paint.
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'flex-start',
  gap: vars.space.xs,
  maxBlockSize: '240px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  blockSize: '28px',
  borderRadius: '999px',
  background: vars.color.primarySoft,
  direction: 'ltr',
  fontSize: typeScale.sm,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 120px auto 28px',
});

export const remove = style({
  inlineSize: '28px',
  blockSize: '28px',
  border: 0,
  borderRadius: '999px',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: vars.space.md,
});

// The valid and invalid lists sit in boxes 180 px high.
export const box = style({
  blockSize: `${NUMBER_LIST_BOX_PX}px`,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.sm,
  listStyle: 'none',
  direction: 'ltr',
  textAlign: 'start',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  fontSize: typeScale.sm,
});

export const boxTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: typeScale.sm,
  fontWeight: 600,
});

export const textarea = style({
  inlineSize: '100%',
  minBlockSize: '120px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  direction: 'ltr',
});

export const warning = style({ margin: 0, fontSize: typeScale.sm, color: vars.color.warning });
