import type { ThemeSettings } from '@atelier/contracts/theme-settings';
import { API_ADDRESSES } from './http/addresses';

export const ACCENT_COLOR = '#9c4a2f';

export interface PageIdentity {
  postId: number;
  type: ThemeSettings['pageData']['type'];
  template: string;
}

/**
 * Builds the theme settings object of THEME-001…008 for a page. Pages are the same for every
 * visitor (ADR 0011), so the nonces are empty here: the browser fetches the visitor's own
 * (`atelier_refresh_nonces`, app/shared/visitor-nonces.ts) when a call first needs one.
 */
export function themeSettingsService(options: { lazyLoading?: boolean } = {}) {
  return {
    forPage(page: PageIdentity): ThemeSettings {
      return {
        ajaxurl: API_ADDRESSES.ajax,
        shopAjaxUrl: API_ADDRESSES.shopAjax,
        restRoot: API_ADDRESSES.restRoot,
        ajaxNonce: '',
        restNonce: '',
        postID: String(page.postId),
        pageData: { type: page.type, template: page.template, layout: 'masonry' },
        themeSettings: {
          smoothScroll: 'off',
          // DEC-18: off in the demo; `THEME_LAZY_LOADING=true` turns it on (LIST-010).
          lazyLoading: options.lazyLoading ?? false,
          accentColor: { mode: 'solid', color: ACCENT_COLOR },
          desktopHeader: { height: 96 },
          floatingHeader: { showAfter: 140, showMenu: true, height: 64 },
          mobileHeader: { firstSwitchPoint: 1200, secondSwitchPoint: 778 },
          content: { textColor: '#5c5954', headerColor: '#1d1b19' },
        },
      };
    },
  };
}
