/** Spec §9: a lookup (pincode → city and state, mobile → application) waits this long after the last keystroke. */
export const LOOKUP_DEBOUNCE_MS = 300;

/** Spec §9: a form filled from saved data is re-checked this long after it loads. */
export const REVALIDATE_AFTER_LOAD_MS = 100;
