// The self-hosted captcha's widget, in its own chunk: only a page showing a captcha loads it.
// `altcha/external` (not the default bundle) because the default starts its workers from blob:
// addresses and injects its styles inline; here the worker is a file of this site (`?worker`)
// and the styles a stylesheet, so the page's CSP needs no exception.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { FIELD_CAPTCHA_ACTION } from '@atelier/contracts/captcha-widgets';
import { useEffect, useRef } from 'react';
import { withQuery, type ProviderWidgetProps } from './provider-widget';

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** Workers solving a challenge in parallel: the machine's cores, between 1 and 4. */
const WORKERS =
  typeof navigator === 'undefined'
    ? 2
    : Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));

interface AltchaElement extends HTMLElement {
  reset(): void;
  verify(): Promise<{ payload: string } | null>;
  getState(): string;
}

interface StateChange {
  readonly state: string;
  readonly payload?: string;
}

/**
 * CAP-001 (self-hosted): the `altcha` web component. It fetches a signed challenge for the
 * field's action when the visitor ticks it (or at submit when invisible), solves it in workers
 * and posts the answer under the field's name; the runtime holds the same token as the field's
 * value, so its CAP-003 check sees whether it is done.
 */
export default function AltchaWidget(props: ProviderWidgetProps) {
  const { field, inputName, source, onToken, onReady } = props;
  const element = useRef<AltchaElement>(null);
  const invisible = field.size === 'invisible';

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      if (state === 'verified' && payload) onToken(payload);
      else if (state !== 'verifying') onToken('');
    };
    widget.addEventListener('statechange', changed);
    // The component's methods exist once it has mounted, a moment after the element is upgraded.
    const mounted = () => typeof widget.verify === 'function';
    onReady({
      reset: () => {
        if (mounted()) widget.reset();
      },
      async execute() {
        if (!mounted() || widget.getState() === 'verified') return;
        try {
          const result = await widget.verify();
          if (result?.payload) onToken(result.payload);
        } catch {
          onToken('');
        }
      },
    });
    return () => widget.removeEventListener('statechange', changed);
  }, [onToken, onReady]);

  // Set as attributes, which the component reads when it mounts (its `configure` method only
  // exists after that).
  return (
    <altcha-widget
      ref={element}
      challenge={withQuery(source, { action: FIELD_CAPTCHA_ACTION })}
      name={inputName}
      type="checkbox"
      auto="off"
      display={invisible ? 'invisible' : 'standard'}
      workers={String(WORKERS)}
      // The checkbox says what it is; the ALTCHA logo and footer add nothing for a visitor.
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
    />
  );
}
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        name?: string;
        type?: 'checkbox' | 'native' | 'switch';
        auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
        display?: 'standard' | 'invisible';
        workers?: string;
        configuration?: string;
      };
    }
  }
}
