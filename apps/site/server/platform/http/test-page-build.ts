import type { ActionFunctionArgs, LoaderFunctionArgs, ServerBuild } from 'react-router';

/** What the test pages' actions received: one entry per action call. */
export interface ActionCall {
  route: string;
  fields: number;
  bytes: number;
}

/**
 * A React Router server build made by hand for tests of the HTTP edge: a root and a few pages
 * (`/checkout/`, `/cart/`, `/contact/`) whose actions read the form as the real pages do and
 * echo its size, so tests can tell whether a post reached an action. The document is a plain
 * string; no React render is needed to test what happens before and around React Router.
 */
export function testPageBuild(
  options: {
    /** Every page's loader (default: `{ page: id }` without touching anything). */
    loader?: (args: LoaderFunctionArgs) => unknown;
  } = {},
) {
  const calls: ActionCall[] = [];
  /** `personal`: the loader asks who the visitor is, as the real cart and checkout do. */
  const page = (id: string, path: string, personal = false) => ({
    id: `routes/${id}`,
    parentId: 'root',
    path,
    module: {
      default: () => null,
      loader:
        options.loader ??
        (({ context }: LoaderFunctionArgs) => ({
          page: id,
          ...(personal ? { visitor: context.sessionId.length > 0 } : {}),
        })),
      async action({ request }: ActionFunctionArgs) {
        const form = await request.formData();
        let bytes = 0;
        let fields = 0;
        for (const [, value] of form) {
          fields += 1;
          bytes += typeof value === 'string' ? value.length : value.size;
        }
        calls.push({ route: id, fields, bytes });
        return { fields, bytes };
      },
    },
  });
  const routes = {
    root: { id: 'root', path: '', module: { default: () => null } },
    'routes/checkout': page('checkout', 'checkout', true),
    'routes/cart': page('cart', 'cart', true),
    'routes/contact': page('contact', 'contact'),
  };
  const manifestRoute = (id: string, parentId?: string) => ({
    id,
    ...(parentId ? { parentId } : {}),
    path: '',
    module: `/assets/${id}.js`,
    hasAction: id !== 'root',
    hasLoader: id !== 'root',
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  });
  const build = {
    entry: {
      module: {
        default(_request: Request, status: number, headers: Headers) {
          headers.set('content-type', 'text/html; charset=utf-8');
          return new Response('<!doctype html><title>Test page</title><p>page</p>', {
            status,
            headers,
          });
        },
      },
    },
    routes,
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: Object.fromEntries(
        Object.keys(routes).map((id) => [
          id,
          manifestRoute(id, id === 'root' ? undefined : 'root'),
        ]),
      ),
      url: '/assets/manifest.js',
      version: 'test',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
  return { build, calls };
}
