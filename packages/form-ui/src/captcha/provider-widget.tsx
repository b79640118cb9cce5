import type { FieldOf } from '@atelier/form-engine/schema/fields';

/** What the form does with a shown widget: start it afresh, or run an invisible one now. */
export interface WidgetHandle {
  reset(): void;
  /** Resolves once the widget has produced a token or given up (never rejects). */
  execute(): Promise<void>;
}

/** What every provider's widget receives from `CaptchaField`. */
export interface ProviderWidgetProps {
  readonly field: FieldOf<'captcha'>;
  /** The name the token is posted under: the field's id, so the server's value is the token. */
  readonly inputName: string;
  readonly siteKey: string;
  /** The provider's widget script, or the self-hosted challenge address. */
  readonly source: string;
  /** A new token, or '' when the last one expired or the widget failed. */
  readonly onToken: (token: string) => void;
  readonly onReady: (handle: WidgetHandle) => void;
}

/**
 * Loads a provider's script once per page (the address comes from the site's configuration, so
 * tests point it at a local stub). Resolves when the script has run; a failure rejects, and the
 * next call tries again.
 */
const loading = new Map<string, Promise<void>>();
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`The captcha script ${src} could not be loaded.`));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

/** `url` with `name=value` added to its query, whatever query it already has. */
export function withQuery(url: string, parameters: Record<string, string>): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  const address = new URL(url, base);
  for (const [name, value] of Object.entries(parameters)) address.searchParams.set(name, value);
  return address.origin === new URL(base).origin
    ? `${address.pathname}${address.search}`
    : address.href;
}
