import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  minBlockSize: '100%',
  fontFamily: vars.font.body,
  background: vars.color.background,
  color: vars.color.text,
  WebkitTextSizeAdjust: '100%',
  lineHeight: 1.6,
});

globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
