// Browser tests see the parts as the panel shows them: right to left, Persian, light theme tokens.
import './global.css.ts';
import { lightTheme } from './theme.css.ts';

document.documentElement.lang = 'fa';
document.documentElement.dir = 'rtl';
document.documentElement.classList.add(lightTheme);
