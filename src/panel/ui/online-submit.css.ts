import { style } from '@vanilla-extract/css';
import { typeScale, vars } from './theme.css.ts';

export const reason = style({ margin: 0, color: vars.color.textMuted, fontSize: typeScale.xs });
