import { style } from '@vanilla-extract/css';
import { floatingNotice, floatingRegion } from '../ui/floating-notice.css.ts';
import { vars } from '../ui/theme.css.ts';

export const region = floatingRegion;
export const notice = floatingNotice;

export const text = style({ margin: 0, flex: 1, fontWeight: 600 });

export const link = style({ color: vars.color.primary, fontWeight: 700 });
