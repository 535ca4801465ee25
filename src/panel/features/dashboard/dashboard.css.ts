import { style, styleVariants } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

export const screen = style({ display: 'grid', gap: vars.space.xl });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const banners = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(260px, 1fr)',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: vars.space.xs,
});

const bannerBase = style({
  scrollSnapAlign: 'start',
  display: 'grid',
  alignContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '132px',
  padding: vars.space.lg,
  borderRadius: vars.radius.large,
  color: vars.color.text,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border}`,
});

export const banner = styleVariants({
  primary: [bannerBase, { background: vars.color.primarySoft }],
  success: [
    bannerBase,
    { background: vars.color.surfaceMuted, borderInlineStart: `4px solid ${vars.color.success}` },
  ],
  warning: [
    bannerBase,
    { background: vars.color.surfaceMuted, borderInlineStart: `4px solid ${vars.color.warning}` },
  ],
});

export const bannerTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 800 });

export const bannerText = style({ margin: 0, fontSize: typeScale.sm, color: vars.color.textMuted });

export const bannerLink = style({ color: vars.color.primary, fontWeight: 700, fontSize: typeScale.sm });

export const quick = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: vars.space.md,
});

export const quickLink = style({
  display: 'grid',
  gap: vars.space.xs,
  blockSize: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary } },
});

export const quickTitle = style({ fontWeight: 800 });

export const quickText = style({ fontSize: typeScale.sm, color: vars.color.textMuted });

export const news = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const newsItem = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});

export const newsHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const newsTitle = style({ margin: 0, fontSize: typeScale.md, fontWeight: 700 });

export const newsDate = style({ fontSize: typeScale.xs, color: vars.color.textMuted });

export const newsExcerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: typeScale.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const newsBody = style({ lineHeight: 1.9 });

export const skeleton = style({
  blockSize: '96px',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});

/** The whole screen's placeholder while its first data arrives: as tall as a phone's screen of it. */
export const placeholder = style({
  blockSize: '70vh',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceMuted,
});
