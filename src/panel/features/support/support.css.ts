import { style, styleVariants } from '@vanilla-extract/css';
import { desktopMedia } from '../../ui/breakpoints.ts';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.lg, minInlineSize: 0 });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const spread = style([row, { justifyContent: 'space-between' }]);

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.card,
  minInlineSize: 0,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktopMedia]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const heading = style({ margin: 0, fontSize: typeScale.lg, fontWeight: 700 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.sm });
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.9 });

export const textarea = style({
  font: 'inherit',
  fontSize: typeScale.md,
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space.md,
  minBlockSize: '8rem',
  resize: 'vertical',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});

const toneBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  borderRadius: '999px',
  fontSize: typeScale.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  border: '1px solid currentColor',
});

export const tone = styleVariants({
  warning: [toneBase, { color: vars.color.warning }],
  info: [toneBase, { color: vars.color.focus }],
  success: [toneBase, { color: vars.color.success }],
  neutral: [toneBase, { color: vars.color.textMuted }],
  accent: [toneBase, { color: vars.color.primary }],
});

export const unread = style({
  display: 'inline-flex',
  minInlineSize: '1.4rem',
  justifyContent: 'center',
  paddingInline: vars.space.xs,
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.dangerText,
  fontSize: typeScale.xs,
  fontWeight: 700,
});

export const link = style({ color: vars.color.primary, fontWeight: 600, textDecoration: 'none' });

export const faqList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const faq = style({
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
});
export const faqQuestion = style({ cursor: 'pointer', fontWeight: 700 });

export const messages = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const bubble = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.large,
  maxInlineSize: 'min(100%, 42rem)',
  border: `1px solid ${vars.color.border}`,
});
export const message = styleVariants({
  user: [bubble, { background: vars.color.surface, justifySelf: 'start' }],
  support: [bubble, { background: vars.color.primarySoft, justifySelf: 'end' }],
});

export const files = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const fileChip = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  fontSize: typeScale.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const stars = style({ display: 'inline-flex', gap: '2px', border: 'none', margin: 0, padding: 0 });
export const star = style({
  border: 'none',
  background: 'none',
  padding: '2px',
  fontSize: typeScale.lg,
  cursor: 'pointer',
  color: vars.color.textMuted,
  lineHeight: 1,
});
export const starOn = style([star, { color: vars.color.warning }]);

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.danger,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.primarySoft,
});

export const phone = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});

export const services = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [desktopMedia]: { gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' } },
});
export const price = style({ margin: 0, fontSize: typeScale.lg, fontWeight: 700, color: vars.color.primary });
export const features = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  lineHeight: 1.9,
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// A form field's parts, as the shared text field draws them (its styles are not imported: that would
// split them into a chunk of their own on every first visit).
export const field = style({ display: 'grid', gap: vars.space.xs, textAlign: 'start' });
export const label = style({ fontSize: typeScale.sm, fontWeight: 600 });
export const error = style({ margin: 0, fontSize: typeScale.xs, color: vars.color.danger });
