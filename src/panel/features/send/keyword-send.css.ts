import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const field = style({ display: 'grid', gap: vars.space.sm, fontWeight: 700 });

export const select = style({
  blockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: 400,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

export const hint = style({ fontWeight: 400, color: vars.color.textMuted, fontSize: typeScale.sm });

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });

export const section = style({
  display: 'grid',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minInlineSize: 0,
});

export const sectionTitle = style({ margin: 0, padding: 0, fontWeight: 700, fontSize: typeScale.md });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const chip = style({
  minBlockSize: '40px',
  paddingInline: vars.space.md,
  borderRadius: '999px',
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  font: 'inherit',
  fontSize: typeScale.sm,
  cursor: 'pointer',
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const previews = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const previewHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
});

export const mobile = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const previewText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.8,
});

export const total = style({ margin: 0, fontWeight: 700 });

export const problems = style({
  display: 'grid',
  margin: 0,
  minInlineSize: 0,
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
});

export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });

export const check = style({
  display: 'inline-flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minBlockSize: '32px',
});

export const page = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });
