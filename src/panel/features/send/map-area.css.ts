import { globalStyle, style } from '@vanilla-extract/css';
import { typeScale, vars } from '../../ui/theme.css.ts';

// The map fills the column's width; tall enough to draw on a phone without scrolling past it.
export const frame = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: 'min(62vh, 560px)',
  minBlockSize: '320px',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  // The map owns its gestures (pan, pinch), the page does not scroll under a finger on it.
  touchAction: 'none',
  // Leaflet's panes and controls use z-indexes up to 1000: kept inside the map, under the page's bars.
  isolation: 'isolate',
});

export const canvas = style({ position: 'absolute', inset: 0 });

// Leaflet's own surfaces follow the theme (its CSS is light only).
globalStyle(`${frame} .leaflet-container`, {
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.body,
});
globalStyle(`${frame} .leaflet-bar a`, {
  background: vars.color.surface,
  color: vars.color.text,
  borderColor: vars.color.border,
  inlineSize: '40px',
  blockSize: '40px',
  lineHeight: '40px',
  fontSize: typeScale.xl,
});
globalStyle(`${frame} .leaflet-bar a:hover, ${frame} .leaflet-bar a:focus-visible`, {
  background: vars.color.surfaceMuted,
});
globalStyle(`${frame} .leaflet-bar a.leaflet-disabled`, { color: vars.color.textMuted, opacity: 0.5 });
globalStyle(`${frame} .leaflet-bar`, {
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

// Province outlines on the plain base: land in the surface colour, borders in the muted text colour.
export const province = style({
  fill: vars.color.surface,
  fillOpacity: 1,
  stroke: vars.color.textMuted,
  strokeOpacity: 0.7,
  strokeWidth: 1.2,
  strokeLinejoin: 'round',
});

// Over a tile server's map the land is the tiles themselves: only the borders are drawn.
export const withTiles = style({});
globalStyle(`${withTiles} ${province}`, { fill: 'none', strokeOpacity: 0.9, strokeWidth: 1.5 });

export const tile = style({});

// A populated place: a soft shade of the primary colour, no border.
export const place = style({
  fill: vars.color.primary,
  fillOpacity: 0.2,
  stroke: 'none',
});

// Probes that give the drawing (Terra Draw takes #rrggbb only) the theme's colours.
export const primaryProbe = style({ color: vars.color.primary });
export const surfaceProbe = style({ color: vars.color.surface });

export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
});

// The hint changes with the tool: two lines kept for it, so the map below never jumps under a finger.
export const hint = style({ minBlockSize: '2lh' });

export const bar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const provincePicker = style({
  minBlockSize: '40px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});
