import { style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.surfaceMuted,
});

export const noticeText = style({ margin: 0, fontSize: typeScale.sm, color: vars.color.text });

export const list = style({ display: 'grid', gap: vars.space.lg, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBlockEnd: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0, paddingBlockEnd: 0 } },
});

export const title = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const body = style({ margin: 0, lineHeight: 1.9, color: vars.color.textMuted });

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  fontWeight: 700,
  cursor: 'pointer',
});

export const box = style({ inlineSize: '1.25rem', blockSize: '1.25rem', accentColor: vars.color.primary });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });
