import type { ThemeSettings } from '@atelier/contracts/theme-settings';
import { NONCE_ACTIONS, type NonceService } from './security/nonces';
import { API_ADDRESSES } from './http/addresses';

export const ACCENT_COLOR = '#9c4a2f';

export interface PageIdentity {
  postId: number;
  type: ThemeSettings['pageData']['type'];
  template: string;
}

/** Builds the theme settings object of THEME-001…008 for one page view. */
export function themeSettingsService(nonces: NonceService) {
  return {
    forPage(sessionId: string, page: PageIdentity): ThemeSettings {
      return {
        ajaxurl: API_ADDRESSES.ajax,
        shopAjaxUrl: API_ADDRESSES.shopAjax,
        restRoot: API_ADDRESSES.restRoot,
        ajaxNonce: nonces.issue(NONCE_ACTIONS.ajax, sessionId),
        restNonce: nonces.issue(NONCE_ACTIONS.rest, sessionId),
        postID: String(page.postId),
        pageData: { type: page.type, template: page.template, layout: 'masonry' },
        themeSettings: {
          smoothScroll: 'off',
          lazyLoading: false,
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
