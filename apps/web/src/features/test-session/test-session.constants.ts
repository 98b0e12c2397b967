/** Moving between questions and flagging are saved this long after the child stops. */
export const PROGRESS_SAVE_DEBOUNCE_MS = 1_000;
/** How long the time-up message stays before the dashboard opens. */
export const TIME_UP_NOTICE_MS = 2_500;
