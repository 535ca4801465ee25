import { style } from '@vanilla-extract/css';
import { MOBILE_BREAKPOINT_PX, MOBILE_FOOTER_PX } from '../../../domain/index.ts';
import { vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.lg });

export const exporter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const choices = style({ display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0 });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '40px',
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: '0.9em' });

export const link = style({ color: vars.color.primary, fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const alert = style({ color: vars.color.danger, margin: 0 });

export const name = style({ overflowWrap: 'anywhere', fontWeight: 600 });

export const failed = style({ color: vars.color.danger });

export const progressCell = style({ display: 'grid', gap: vars.space.xs, minInlineSize: '140px' });

// The notices sit above the phone's bottom bar and at the desktop's foot, beside the queued-send one.
export const region = style({
  position: 'fixed',
  insetInline: vars.space.lg,
  insetBlockEnd: `${MOBILE_FOOTER_PX + 12}px`,
  zIndex: 32,
  display: 'grid',
  gap: vars.space.sm,
  maxInlineSize: '420px',
  marginInline: 'auto',
  pointerEvents: 'none',
  '@media': { [`screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`]: { insetBlockEnd: vars.space.xl } },
});

export const notice = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.success}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
});

export const noticeFailed = style({ borderInlineStartColor: vars.color.danger });

export const noticeText = style({ margin: 0, flex: '1 1 100%', fontWeight: 600, overflowWrap: 'anywhere' });
