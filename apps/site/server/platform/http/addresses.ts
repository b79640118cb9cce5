/**
 * The API addresses. Pages publish them in the theme settings object, so a client written
 * against the original site's calls works here once given these addresses.
 */
export const API_ADDRESSES = {
  ajax: '/api/ajax',
  shopAjax: '/api/shop-ajax',
  restRoot: '/api/rest/',
} as const;
