import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const alert = style({ margin: 0, color: vars.color.danger });

export const question = style({ margin: 0, lineHeight: 1.9 });
