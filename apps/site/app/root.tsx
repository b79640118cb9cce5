import type { ThemeSettings } from '@atelier/contracts/theme-settings';
import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import { renderCartFragments } from '~/features/shop/cart-fragments.server';
import { HeaderCart } from '~/features/shop/header-cart';
import { useOrderAttribution } from '~/features/shop/order-attribution';
import { onIslandsLive } from '~/shared/ui/island';
import { SiteShell } from '~/features/navigation/site-shell';
import { earlyHeadScript } from '~/shared/early-head-script';
import { knownNonces } from '~/shared/visitor-nonces';
import { pageTitle, type PageIdentity } from '~/shared/page';
import { DEFAULT_PAGE } from '~/shared/page.server';
import { siteDetails } from '~/shared/site.server';
import { serializeForScript, THEME_SETTINGS_ELEMENT_ID } from '~/shared/theme-settings';
import { StoreNotice } from '~/features/shop/store-notice';
import { CART_COOKIE } from '~/features/shop/cart-cookie';
import { storeNoticeCookieName } from '~/features/shop/store-notice-cookie';
import { TOP_BAR_COOKIE } from '~/features/navigation/top-bar';
import { SITE_STORE_NOTICE } from '~/features/shop/store-notice.server';
import { loadPagePopups } from '~/features/popups/page-popups.server';
// The loader's only (the client's root chunk has the small gate, the runtime is its own chunk).
import { offeredPopupKinds, popupStart } from '~/features/popups/popup-runtime';
import { PopupGate } from '~/features/popups/popup-gate';
import { loadPublicContactForm } from '~/features/contact-forms/contact-form-data.server';
import type { PageContactForm } from '~/features/contact-forms/contact-form-page';
// The loader's only: which popup kinds the slots can draw.
import { POPUP_SLOTS } from './popup-slots';
import stylesheet from './styles/site.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * The frame of every page, the same for every visitor (ADR 0011): an empty header cart, the top
 * bar open, the store notice shown. A visitor's own state (their cart, a folded bar, a dismissed
 * notice) is painted from their cookies by the early head script and taken over by the
 * components after the page; nonces come from a call when first needed.
 */
/** The other rooms' forms inside popups; the gate loads them with the popup runtime. */
const loadPopupSlots = () => import('./popup-slots').then((module) => module.POPUP_SLOTS);

export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = context.services.themeSettings.forPage(DEFAULT_PAGE);
  const popups = await loadPagePopups(
    context,
    new URL(request.url).pathname,
    offeredPopupKinds(POPUP_SLOTS),
  );
  // A popup's contact form is public and the same for every visitor (the page stays cached);
  // a popup whose form is not published is not offered.
  const popupContactForms: Record<number, PageContactForm> = {};
  for (const popup of popups.popups) {
    if (popup.content.kind !== 'contact-form') continue;
    const form = await loadPublicContactForm(context, popup.content.contactFormId);
    if (form) popupContactForms[popup.content.contactFormId] = form;
  }
  const offered = popups.popups.filter(
    (popup) =>
      popup.content.kind !== 'contact-form' ||
      popupContactForms[popup.content.contactFormId] !== undefined,
  );
  return {
    popups: {
      ...popups,
      popups: offered,
      start: popupStart(offered, popups.warnings),
    },
    popupContactForms,
    settings,
    cartFragments: renderCartFragments(context.services.cart.emptyView(), ''),
    earlyHeadScript: earlyHeadScript({
      topBar: TOP_BAR_COOKIE,
      storeNotice: storeNoticeCookieName(SITE_STORE_NOTICE.id),
      cart: CART_COOKIE,
    }),
    storeNotice: SITE_STORE_NOTICE,
    site: siteDetails,
    /** PUBLIC_URL: canonical links, sharing tags and structured data use absolute addresses. */
    publicUrl: context.services.publicUrl,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The frame's data is the same for every visitor; only the popups depend on the page (their page
 * conditions are decided from the path), so a navigation to another path fetches it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

/** The deepest route that names its page decides the post id and page data (THEME-002). */
function useThemeSettings(base: ThemeSettings | undefined): ThemeSettings | undefined {
  const matches = useMatches();
  if (!base) return undefined;
  const page = [...matches]
    .reverse()
    .map((match) => (match.loaderData as { page?: PageIdentity } | undefined)?.page)
    .find((candidate) => candidate !== undefined);
  if (!page) return base;
  return {
    ...base,
    postID: String(page.postId),
    pageData: { ...base.pageData, type: page.type, template: page.template },
  };
}

/**
 * The theme settings object as a JSON data block (not executed, so it needs no CSP nonce),
 * mirrored to window.dtLocal after each client-side navigation changes the page's post id.
 */
function ThemeSettingsBlock({ settings }: { settings: ThemeSettings }) {
  useEffect(() => {
    // The page carries no nonces (ADR 0011): keep the visitor's once fetched.
    window.dtLocal = { ...settings, ...knownNonces() };
  }, [settings]);
  return (
    <script
      id={THEME_SETTINGS_ELEMENT_ID}
      type="application/json"
      // serializeForScript escapes `<`, so the data cannot close the element.
      dangerouslySetInnerHTML={{ __html: serializeForScript(settings) }}
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  useOrderAttribution();
  const data = useRouteLoaderData<RootData>('root');
  const settings = useThemeSettings(data?.settings);
  // A settled navigation or post: the header cart looks at the cart cookie again.
  const location = useLocation();
  const navigation = useNavigation();
  const cartRevision = navigation.state === 'idle' ? location.key : 'pending';
  return (
    // The early head script marks <html> with the visitor's state before React hydrates.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {data ? (
          <script
            // Constant text, allowed by its hash in the page's CSP.
            dangerouslySetInnerHTML={{ __html: data.earlyHeadScript }}
            suppressHydrationWarning
          />
        ) : null}
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f5f1" />
        <Meta />
        <Links />
      </head>
      <body>
        {settings ? <ThemeSettingsBlock settings={settings} /> : null}
        {data ? (
          <SiteShell
            site={data.site}
            cart={<HeaderCart fragments={data.cartFragments} revision={cartRevision} />}
            notice={<StoreNotice id={data.storeNotice.id} text={data.storeNotice.text} />}
          >
            {children}
          </SiteShell>
        ) : (
          children
        )}
        {data ? (
          <PopupGate
            start={data.popups.start}
            popups={data.popups.popups}
            warnings={data.popups.warnings}
            loadSlots={loadPopupSlots}
          />
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as live: scripts (and tests) that add markup must wait for hydration, or
  // React would replace what it did not render.
  // The page's islands (parts whose code comes after the first load) count: the page is live
  // once each of them is.
  useEffect(() => {
    // THEME-009, THEME-010: device flags, atelier:resize, smooth scrolling; a chunk after hydration.
    void import('~/shared/device-flags-client').then((module) => module.startDeviceFlags());
    return onIslandsLive(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return <Outlet />;
}

export function meta({ error }: Route.MetaArgs) {
  if (error) {
    const missing = isRouteErrorResponse(error) && error.status === 404;
    return [{ title: pageTitle(missing ? 'Page not found' : 'Something went wrong') }];
  }
  return [
    { title: pageTitle() },
    {
      name: 'description',
      content:
        'Atelier is a contemporary art gallery: original works, limited editions and commissions.',
    },
  ];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent />;
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <main className="page page--narrow" id="main">
      <h1 className="page__title">Something went wrong</h1>
      <p>
        We could not show this page. Please try again in a moment, or go back to the{' '}
        <a href="/">home page</a>.
      </p>
    </main>
  );
}
