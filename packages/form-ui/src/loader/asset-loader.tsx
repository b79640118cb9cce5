/**
 * LOAD-005: an external style or script a loaded form needs. `on` and `load` say how to tell it
 * is already on the page: `on: 'window'` with `load` naming a global the script defines, or
 * `on: 'document'` with `load` the id of the element that carries it. An asset whose address is
 * already on the page counts as present either way.
 */
export interface LoaderAsset {
  readonly src: string;
  readonly on: string;
  readonly load: string;
}

/** Assets keyed by handle, as the loader's answer lists them. */
export type LoaderAssets = Readonly<Record<string, LoaderAsset>>;

export type AssetFailure = 'timeout' | 'failed' | 'aborted';

export class AssetLoadError extends Error {
  override name = 'AssetLoadError';

  constructor(
    readonly failure: AssetFailure,
    readonly src?: string,
  ) {
    super(
      failure === 'timeout'
        ? 'The form’s scripts did not load in time.'
        : failure === 'aborted'
          ? 'Loading the form’s scripts was cancelled.'
          : `The asset ${src ?? ''} could not be loaded.`,
    );
  }
}

type AssetKind = 'script' | 'style';

/**
 * LOAD-008: the assets this page has loaded or is loading, by address, shared by every load on
 * the page: a second form naming the same script waits for the first one's request instead of
 * adding the script again. A failed asset is forgotten, so a later load may try it again.
 */
const loadingByDocument = new WeakMap<Document, Map<string, Promise<void>>>();

function registryOf(doc: Document): Map<string, Promise<void>> {
  let registry = loadingByDocument.get(doc);
  if (registry === undefined) {
    registry = new Map();
    loadingByDocument.set(doc, registry);
  }
  return registry;
}

function definesGlobal(doc: Document, name: string): boolean {
  const view = doc.defaultView;
  return view !== null && name !== '' && Reflect.get(view, name) !== undefined;
}

/** Whether the page already has the asset, put there by the page itself or another script. */
function isOnPage(doc: Document, kind: AssetKind, href: string, asset: LoaderAsset): boolean {
  if (asset.on === 'window' && definesGlobal(doc, asset.load)) return true;
  if (asset.on === 'document' && asset.load !== '' && doc.getElementById(asset.load) !== null)
    return true;
  if (kind === 'script') return Array.from(doc.scripts).some((script) => script.src === href);
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')).some(
    (link) => link.href === href,
  );
}

function attach(doc: Document, kind: AssetKind, href: string, asset: LoaderAsset): Promise<void> {
  return new Promise((resolve, reject) => {
    const element =
      kind === 'script'
        ? Object.assign(doc.createElement('script'), { src: href, async: true })
        : Object.assign(doc.createElement('link'), { rel: 'stylesheet', href });
    if (asset.on === 'document' && asset.load !== '') element.id = asset.load;
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        reject(new AssetLoadError('failed', href));
      },
      { once: true },
    );
    doc.head.append(element);
  });
}

function ensure(doc: Document, kind: AssetKind, asset: LoaderAsset): Promise<void> {
  const href = new URL(asset.src, doc.baseURI).href;
  const registry = registryOf(doc);
  const known = registry.get(href);
  if (known !== undefined) return known;
  if (isOnPage(doc, kind, href, asset)) return Promise.resolve();
  const loading = attach(doc, kind, href, asset);
  registry.set(href, loading);
  loading.catch(() => {
    if (registry.get(href) === loading) registry.delete(href);
  });
  return loading;
}

export interface AssetLoadOptions {
  /** LOAD-010: how long to wait for all of them. */
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/**
 * LOAD-008, LOAD-010: loads every style and script not yet on the page, all at once (they may
 * finish in any order), and settles when all have loaded. Rejects with an AssetLoadError when
 * one fails, when the time-out passes first, or when the signal aborts. An asset still loading
 * at the time-out is left to finish: a later load of the page then finds it.
 */
export function loadAssets(
  doc: Document,
  assets: { readonly styles: LoaderAssets; readonly scripts: LoaderAssets },
  options: AssetLoadOptions,
): Promise<void> {
  if (options.signal?.aborted) return Promise.reject(new AssetLoadError('aborted'));
  const pending = [
    ...Object.values(assets.styles).map((asset) => ensure(doc, 'style', asset)),
    ...Object.values(assets.scripts).map((asset) => ensure(doc, 'script', asset)),
  ];
  if (pending.length === 0) return Promise.resolve();
  const { signal } = options;
  return new Promise((resolve, reject) => {
    const finish = (error?: AssetLoadError) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    const onAbort = () => finish(new AssetLoadError('aborted'));
    const timer = setTimeout(() => finish(new AssetLoadError('timeout')), options.timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    Promise.all(pending).then(
      () => finish(),
      (error: unknown) =>
        finish(error instanceof AssetLoadError ? error : new AssetLoadError('failed')),
    );
  });
}
