import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });

export const section = style({ display: 'grid', gap: vars.space.md, minInlineSize: 0 });

export const heading = style({ margin: 0, fontSize: '1.1rem' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const spacer = style({ flex: 1 });

export const note = style({ color: vars.color.textMuted, margin: 0 });

export const alert = style({ color: vars.color.danger, margin: 0 });

export const mono = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.primary, fontFamily: 'monospace', overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const code = style({
  direction: 'ltr',
  textAlign: 'left',
  fontFamily: 'monospace',
  fontSize: '0.85rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxBlockSize: '28rem',
  overflow: 'auto',
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const status = style({ fontFamily: 'monospace', fontWeight: 600 });

export const good = style({ color: vars.color.success });

export const bad = style({ color: vars.color.danger });

export const checks = style({ display: 'grid', gap: vars.space.xs, border: 0, padding: 0, margin: 0 });

export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const form = style({ display: 'grid', gap: vars.space.md });

export const fields = style({ borderCollapse: 'collapse', inlineSize: '100%', fontSize: '0.9rem' });

globalStyle(`${fields} th, ${fields} caption`, { textAlign: 'start' });

export const opTitle = style({ fontWeight: 600, marginInlineEnd: vars.space.sm });

export const back = style({ color: vars.color.primary });
