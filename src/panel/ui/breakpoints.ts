// The one breakpoint of the panel: below it the phone layout (bottom bar, drawers), from it the desktop.
export const MOBILE_BREAKPOINT_PX = 768;

/** The phone, for matchMedia: a root width below the breakpoint. */
export const phoneQuery = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

// The same two sides for styles' `@media`.
export const desktopMedia = `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const phoneMedia = `screen and ${phoneQuery}`;

/**
 * A desktop wide enough for a form and a side panel: the sidebar (248 px) and the content's padding
 * leave about 880 px. A tablet (about 800 px) with the sidebar keeps one column.
 */
export const WIDE_BREAKPOINT_PX = 1180;
export const wideMedia = `screen and (min-width: ${WIDE_BREAKPOINT_PX}px)`;
