/** Spec §9: the form resets 2 s after a successful save. */
export const FORM_RESET_AFTER_SAVE_MS = 2_000;
/** Spec §9: closing the Generate Paper modal refreshes papers and credits after 500 ms. */
export const MODAL_CLOSE_REFRESH_MS = 500;
/** Typing pauses this long before the title is checked for duplicates. */
export const TITLE_CHECK_DEBOUNCE_MS = 400;
