import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const stack = style({ display: 'grid', gap: vars.space.md });

export const label = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end' });

export const grow = style({ flex: '1 1 220px', minInlineSize: 0 });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: typeScale.sm });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: typeScale.md,
});

export const factValue = style({ margin: 0, fontWeight: 700 });

/**
 * The native file input draws the browser's own words ("Choose File", "No file chosen"), in English on
 * most machines: it stays in the page for the keyboard, screen readers and tests, but unseen; a Persian
 * button and the chosen file's name are drawn in its place.
 */
export const fileInput = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const fileChoice = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  fontWeight: 400,
});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: '40px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    [`${fileInput}:focus-visible + ${fileChoice} &`]: {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const fileName = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
