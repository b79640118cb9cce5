import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '~/shared/use-hydrated';
import { visitorNonces } from '~/shared/visitor-nonces';

/** The form loader and the runtime arrive only when the visitor opens the calculator. */
const LoadedForm = lazy(() =>
  import('@atelier/form-ui/loader/loaded-form').then((module) => ({ default: module.LoadedForm })),
);

type LoadState = 'closed' | 'loading' | 'loaded' | 'failed';

/**
 * The framing-cost calculator, loaded into the product page by id (LOAD-001) when the visitor
 * opens it, so the page itself carries none of the form runtime. The calculator's own page is
 * linked until the form is in place: it is what a visitor without JavaScript gets, and the way on
 * when a load fails (a failed load shows no message, LOAD-011; the link simply stays).
 */
export function FramingEstimate({ formId, pagePath }: { formId: number; pagePath: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<LoadState>('closed');
  // The load call carries the visitor's nonce, which the shared page does not (ADR 0011).
  const [nonce, setNonce] = useState<string | null>(null);

  return (
    <details
      className="framing-estimate"
      onToggle={(event) => {
        if (!event.currentTarget.open || state !== 'closed') return;
        setState('loading');
        visitorNonces().then(
          (nonces) => setNonce(nonces.ajaxNonce),
          () => setState('failed'),
        );
      }}
    >
      <summary className="framing-estimate__summary">Estimate the cost of framing</summary>
      <div className="framing-estimate__body">
        {hydrated && state !== 'closed' && nonce !== null ? (
          <Suspense fallback={null}>
            <LoadedForm
              formId={formId}
              nonce={nonce}
              layout="default"
              onSettled={(result) => setState(result.ok ? 'loaded' : 'failed')}
            />
          </Suspense>
        ) : null}
        <p className="framing-estimate__status" role="status">
          {state === 'loading' ? 'Loading the calculator…' : ''}
        </p>
        {state !== 'loaded' ? (
          <p>
            <a href={pagePath}>Open the framing calculator</a> on its own page.
          </p>
        ) : null}
      </div>
    </details>
  );
}
