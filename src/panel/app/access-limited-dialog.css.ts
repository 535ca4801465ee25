import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0, lineHeight: 1.9 });
