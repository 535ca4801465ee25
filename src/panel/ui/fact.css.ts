import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

// A term and its value inside the caller's two-column <dl> grid: the row itself takes no box.
export const row = style({ display: 'contents' });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });
