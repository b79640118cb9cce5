import type { ThemeSettings } from '@atelier/contracts/theme-settings';

/** Which page a route shows, for the theme settings object (post id, page type, template). */
export interface PageIdentity {
  postId: number;
  type: ThemeSettings['pageData']['type'];
  template: string;
}

export const SITE_NAME = 'Atelier';

/** Document title in one consistent form. */
export const pageTitle = (title?: string) =>
  title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Contemporary art gallery`;
