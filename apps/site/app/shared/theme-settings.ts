import type { ThemeSettings } from '@atelier/contracts/theme-settings';

/** The id of the <script type="application/json"> element that carries the settings. */
export const THEME_SETTINGS_ELEMENT_ID = 'atelier-theme-settings';

declare global {
  interface Window {
    /** The original theme's global name for the settings object (THEME-008). */
    dtLocal?: ThemeSettings;
  }
}

/**
 * Reads the settings object the server rendered as a JSON data block. A data block is not
 * executed, so it needs no CSP nonce; this runs once at start-up in the browser.
 */
export function readThemeSettings(doc: Document = document): ThemeSettings | undefined {
  const element = doc.getElementById(THEME_SETTINGS_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ThemeSettings;
  } catch {
    return undefined;
  }
}

/** Embeds JSON in HTML safely: `<` cannot close the script element or open a comment. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
