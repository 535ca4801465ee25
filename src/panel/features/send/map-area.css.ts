import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const frame = style({
  inlineSize: '100%',
  maxInlineSize: '640px',
  aspectRatio: '1644 / 1500',
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  touchAction: 'none',
  cursor: 'crosshair',
  userSelect: 'none',
});

export const land = style({ fill: vars.color.surface, stroke: vars.color.textMuted, strokeWidth: 4 });

// Over a tile server's map the land is the tiles themselves: only the border is drawn.
export const landOverTiles = style({ fill: 'none', stroke: vars.color.textMuted, strokeWidth: 4 });

export const province = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeOpacity: 0.45,
  strokeWidth: 2,
  strokeLinejoin: 'round',
});

export const area = style({
  fill: vars.color.primary,
  fillOpacity: 0.25,
  stroke: vars.color.primary,
  strokeWidth: 6,
});

export const vertex = style({ fill: vars.color.primary });
