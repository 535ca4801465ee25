import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../ui/theme.css.ts';

export const bar = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: typeScale.sm,
  background: vars.color.primarySoft,
  color: vars.color.text,
});

export const barText = style({ margin: 0 });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const itemHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: typeScale.sm,
  fontWeight: 500,
  whiteSpace: 'nowrap',
  // Inside a card's column it keeps its own width, not the column's.
  justifySelf: 'start',
  alignSelf: 'flex-start',
  width: 'fit-content',
});

export const versions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
});

export const version = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
});

export const versionTitle = style({ margin: 0, fontWeight: 700, fontSize: typeScale.sm });

export const pair = style({ display: 'grid', gap: 2, margin: `${vars.space.xs} 0 0` });

export const term = style({ color: vars.color.textMuted, fontSize: typeScale.sm });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const pending = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const pendingItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const pendingText = style({
  flex: 1,
  minWidth: '10rem',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
