import type { ThemeSettings } from '@atelier/contracts/theme-settings';

declare global {
  interface Window {
    /** The theme settings object the site exposes to scripts (THEME-008). */
    dtLocal?: ThemeSettings;
  }
}
