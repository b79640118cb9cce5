/**
 * The popup plugin's constants (POP-019, POP-021, POP-022), as the original's `pum_vars` and
 * default settings give them. The runtime and the contracts' defaults read them from here.
 */
export const POPUP_PLUGIN_VERSION = '1.20.6';

export const POPUP_DEFAULTS = {
  /** Milliseconds an open or close animation takes. */
  animationSpeed: 350,
  /** Pixels from the top of the viewport for a popup placed at the top. */
  positionTop: 100,
  customWidth: '640px',
  customHeight: '380px',
  zIndex: 1999999999,
  /** The responsive size's width range, in percent of the viewport. */
  responsiveMinWidth: '0%',
  responsiveMaxWidth: '100%',
} as const;

/** Milliseconds after the last resize before open popups are placed again. */
export const REPOSITION_DELAY_MS = 25;

/** The keys that close a popup when its settings allow (`keyCode` values of the original). */
export const CLOSE_KEYS = { escape: 27, f4: 115 } as const;

/** POP-023: the original's analytics calls are off, and no call to its REST base is made. */
export const POPUP_TRACKING_ENABLED = false;
export const POPUP_REST_BASE = '/api/rest/pum/v1';
