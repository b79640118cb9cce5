/**
 * SW-011: how long after a cart call the variation forms it brought are initialised. Its own
 * module, so the watcher and the lazily loaded initialiser both read it without importing each
 * other.
 */
export const VARIATION_FORMS_INIT_DELAY_MS = 1000;
