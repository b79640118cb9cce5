import type { CookieWrite } from '@atelier/shop/attribution';

export interface PageViewRequest {
  method: string;
  url: string;
  origin: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  cookies: Readonly<Record<string, string | undefined>>;
}

/**
 * @deprecated Issue 13: page views are counted in the browser
 * (`app/features/shop/attribution-client.ts`), since pages are shared HTML that may come from a
 * cache and their answers set no visitor's cookies. This writes nothing, so a page view is
 * never counted twice; it stays only until its caller in `server/app.ts` is removed, and then
 * goes with this file.
 */
export function attributionCookieWrites(request: PageViewRequest): CookieWrite[] {
  void request;
  return [];
}
