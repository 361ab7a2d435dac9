/** Breakpoints and sizes of the spec (§9) shared by the kit and the shell. */

/** The app's column width on wide screens and the sheet's card width. */
export const COLUMN_WIDTH = '480px';

/** At or above this the app sits in the decorated frame. */
export const WIDE_SCREEN = 'screen and (min-width: 1024px)';

/** At or above this a select opens as a popover; below it opens as a sheet titled Select. */
export const SELECT_POPOVER_SCREEN = '(min-width: 576px)';
export const SHEET_CARD_SCREEN = 'screen and (min-width: 576px)';

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
