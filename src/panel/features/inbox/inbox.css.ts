import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const selectAll = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const spacer = style({ flex: 1 });

export const check = style({ inlineSize: '18px', blockSize: '18px', margin: 0, cursor: 'pointer' });

export const notice = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: 600,
});

export const alert = style({ margin: 0, color: vars.color.danger });

const textBase = {
  display: 'block',
  maxInlineSize: '36rem',
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
} as const;

export const text = style({ ...textBase, fontWeight: 400 });

export const textUnread = style({ ...textBase, fontWeight: 800 });

export const marker = style({
  display: 'inline-block',
  inlineSize: '8px',
  blockSize: '8px',
  marginInlineEnd: vars.space.xs,
  borderRadius: '50%',
  background: vars.color.primary,
  verticalAlign: 'middle',
});

export const sender = style({ fontWeight: 700 });

export const muted = style({ color: vars.color.textMuted, fontSize: typeScale.xs });

export const when = style({ display: 'grid', justifyItems: 'start', gap: '2px' });

export const phoneList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const phoneItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  selectors: { '&[data-unread="true"]': { borderInlineStart: `4px solid ${vars.color.primary}` } },
});

export const phoneBody = style({ display: 'grid', gap: vars.space.xs, flex: 1, minInlineSize: 0 });

export const phoneHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });

export const full = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const filters = style({ display: 'grid', gap: vars.space.sm });

export const summary = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  fontWeight: 700,
  cursor: 'pointer',
});
