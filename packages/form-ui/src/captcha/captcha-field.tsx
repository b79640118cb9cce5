import type { CaptchaProvider } from '@atelier/contracts/captcha-widgets';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { accessibleName } from '../field-frame';
import { fieldIds, type FieldProps } from '../field-props';
import { useHydrated } from '../interaction';
import { useBadgeScale } from './badge-scale';
import { useCaptchaRegistry } from './captcha-registry';
import { shownProvider, useCaptchaSettings } from './captcha-settings';
import type { ProviderWidgetProps, WidgetHandle } from './provider-widget';

/** Each provider's widget is its own chunk, loaded only where a form shows that captcha. */
const PROVIDER_WIDGETS: Record<CaptchaProvider, ComponentType<ProviderWidgetProps>> = {
  altcha: lazy(() => import('./altcha-widget')),
  recaptcha: lazy(() => import('./recaptcha-widget')),
  hcaptcha: lazy(() => import('./hcaptcha-widget')),
};

/** What a browser without JavaScript sees where the captcha would be. */
export const CAPTCHA_NEEDS_JAVASCRIPT_NOTE =
  'This spam check needs JavaScript. Please turn it on to send the form.';

/**
 * CAP-001…CAP-004: a form's captcha field. The provider (the field's, when the site has it set
 * up, else the site's own) is drawn with the field's theme, size and badge; its token is the
 * field's value, posted under the field's id, so the runtime's CAP-003 check and the server's
 * verification read the same thing. An inline widget scales down in a parent narrower than 302
 * px (CAP-004). The form resets it after a refused submit (its token is single use) and runs an
 * invisible one just before submitting.
 */
export function CaptchaField(props: FieldProps<'captcha'>) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const settings = useCaptchaSettings();
  const registry = useCaptchaRegistry();
  const hydrated = useHydrated();
  const provider = shownProvider(field, settings.widgets);
  const invisible = field.size === 'invisible';
  const box = useRef<HTMLDivElement>(null);
  const inline = !invisible || field.badge === 'inline';
  const scale = useBadgeScale(box, hydrated && inline);
  const handle = useRef<WidgetHandle | undefined>(undefined);
  // The widget's code (ALTCHA's is about 30 KB gzip) is fetched once the visitor starts on the
  // form, not with the page: someone only reading the contact details never loads it.
  const [wanted, setWanted] = useState(false);
  const whenReady = useRef<Array<() => void>>([]);
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!hydrated || wanted || !form) return;
    const start = () => setWanted(true);
    const events = ['focusin', 'pointerdown', 'pointerover', 'input'] as const;
    for (const name of events) form.addEventListener(name, start, { once: true });
    return () => {
      for (const name of events) form.removeEventListener(name, start);
    };
  }, [hydrated, wanted]);
  const onChange = useRef(props.onChange);
  const onErrorClear = useRef(props.onErrorClear);
  useEffect(() => {
    onChange.current = props.onChange;
    onErrorClear.current = props.onErrorClear;
  });

  const onToken = useCallback((token: string) => {
    onChange.current(token);
    if (token !== '') onErrorClear.current?.();
  }, []);
  const onReady = useCallback((ready: WidgetHandle) => {
    handle.current = ready;
    for (const resolve of whenReady.current.splice(0)) resolve();
  }, []);

  useEffect(
    () =>
      registry.register(field.id, {
        invisible,
        reset() {
          handle.current?.reset();
          onChange.current('');
        },
        async execute() {
          if (!handle.current) {
            // An invisible captcha asked at submit before the visitor touched the form: load it.
            setWanted(true);
            await new Promise<void>((resolve) => whenReady.current.push(resolve));
          }
          await handle.current?.execute();
        },
      }),
    [registry, field.id, invisible],
  );

  const Widget = PROVIDER_WIDGETS[provider];
  const remote = provider === 'altcha' ? undefined : settings.widgets[provider];
  const source = remote?.scriptUrl ?? settings.widgets.altcha.challengeUrl;
  const describedBy = [
    field.description ? ids.description : undefined,
    error ? ids.error : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={`fui-field fui-field--captcha fui-captcha--${field.theme}${
        error ? ' fui-field--invalid' : ''
      }${invisible ? ' fui-captcha--invisible' : ''}`}
      data-field-id={field.id}
    >
      <fieldset
        // The target of CAP-003's focus move: the group named like the field, its error read out.
        id={ids.control}
        tabIndex={-1}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="fui-captcha"
        data-provider={provider}
      >
        <legend className="fui-field__label" id={ids.label}>
          {accessibleName(field)}
        </legend>
        <div
          ref={box}
          className="fui-captcha__widget"
          style={
            scale === undefined
              ? undefined
              : { transform: `scale(${scale})`, transformOrigin: '0 0' }
          }
          data-scale={scale}
        >
          {hydrated && !wanted ? (
            <span className="fui-captcha__loading">
              The spam check starts when you begin filling in the form.
            </span>
          ) : hydrated ? (
            <Suspense
              fallback={<span className="fui-captcha__loading">Loading the spam check…</span>}
            >
              <Widget
                field={field}
                inputName={field.id}
                siteKey={remote?.siteKey ?? ''}
                source={source}
                onToken={onToken}
                onReady={onReady}
              />
            </Suspense>
          ) : (
            <noscript>
              <p className="fui-captcha__noscript">{CAPTCHA_NEEDS_JAVASCRIPT_NOTE}</p>
            </noscript>
          )}
        </div>
      </fieldset>
      {field.description ? (
        <p className="fui-field__description" id={ids.description}>
          {field.description}
        </p>
      ) : null}
      <div className="fui-field__error" id={ids.error} aria-live="polite">
        {error}
      </div>
    </div>
  );
}
