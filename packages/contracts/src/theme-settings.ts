import { z } from 'zod';

/**
 * The theme settings object present on every page (THEME-001…008). The server renders it as
 * a JSON data block; the browser scripts read it from there (and expose it as window.dtLocal,
 * the name the original theme's scripts use).
 */
export const themeSettingsSchema = z.object({
  ajaxurl: z.string(),
  shopAjaxUrl: z.string(),
  restRoot: z.string(),
  ajaxNonce: z.string(),
  restNonce: z.string(),
  postID: z.string(),
  pageData: z.object({
    type: z.enum(['page', 'archive', 'single', 'product']),
    template: z.string(),
    layout: z.enum(['masonry', 'grid', 'list']).nullable(),
  }),
  themeSettings: z.object({
    smoothScroll: z.enum(['off', 'on', 'on_parallax']),
    lazyLoading: z.boolean(),
    accentColor: z.object({ mode: z.literal('solid'), color: z.string() }),
    desktopHeader: z.object({ height: z.number() }),
    floatingHeader: z.object({ showAfter: z.number(), showMenu: z.boolean(), height: z.number() }),
    mobileHeader: z.object({ firstSwitchPoint: z.number(), secondSwitchPoint: z.number() }),
    content: z.object({ textColor: z.string(), headerColor: z.string() }),
  }),
});

export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
