import { MOBILE_BREAKPOINT_PX } from './sizes.ts';

// The panel's media queries for styles' `@media`: the phone below the one breakpoint, the desktop from it.
export const desktopMedia = `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const phoneMedia = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

/**
 * A desktop wide enough for a form and a side panel: the sidebar (248 px) and the content's padding
 * leave about 880 px. A tablet (about 800 px) with the sidebar keeps one column.
 */
export const WIDE_BREAKPOINT_PX = 1180;
export const wideMedia = `screen and (min-width: ${WIDE_BREAKPOINT_PX}px)`;
