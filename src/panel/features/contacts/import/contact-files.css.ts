import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../../ui/theme.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const link = style({
  color: vars.color.primary,
  fontWeight: 700,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  minBlockSize: '40px',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });

export const columns = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Each of the file's columns: its name and first values beside the choice of what it fills.
export const column = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const samples = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
  overflowWrap: 'anywhere',
  unicodeBidi: 'plaintext',
});

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
});

export const alert = style({ color: vars.color.danger, margin: 0 });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factValue = style({ margin: 0, fontWeight: 700 });

export const reasons = style({ margin: 0, paddingInlineStart: vars.space.lg, color: vars.color.textMuted });

export const success = style({ color: vars.color.success, margin: 0, fontWeight: 700 });
