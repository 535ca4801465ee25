import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const form = style({ display: 'grid', gap: vars.space.md });
export const alert = style({ margin: 0, color: vars.color.danger });
