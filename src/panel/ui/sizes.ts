// The panel's fixed sizes (px) and its dialog animation (ms), as plain numbers: styles and the code that
// measures or waits read the same value, and the bundler copies a number where it is used instead of
// making this file a chunk of its own.

/** The one breakpoint: below it the phone layout (bottom bar, drawers), from it the desktop. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The phone's bottom bar height. */
export const MOBILE_FOOTER_PX = 85;
/** A select's list is at most this high; with less room below its field it opens above. */
export const DROPDOWN_FLIP_THRESHOLD_PX = 350;
/** A select asks for its next page within this distance of the list's bottom. */
export const SELECT_NEXT_PAGE_PX = 10;
/** Button heights, medium and large; a text field is as high as a large button. */
export const BUTTON_HEIGHT_MEDIUM_PX = 32;
export const BUTTON_HEIGHT_LARGE_PX = 40;
export const INPUT_HEIGHT_PX = 40;
/** The pasted-numbers list box height. */
export const NUMBER_LIST_BOX_PX = 180;
/** A tooltip wraps at this width. */
export const TOOLTIP_MAX_WIDTH_PX = 152;
/** A dialog opens and closes in this time. */
export const DIALOG_ANIMATION_MS = 500;
