import { useEffect } from 'react';
import { CART_FRAGMENTS_EVENT } from '~/lib/cart-client';

/**
 * SW-011, kept out of the page's first load: the initialiser (which can build whole variation
 * forms) is fetched at the first cart call, and only then watches every later call. The call
 * that woke it up is honoured on the same 1000 ms schedule.
 */
export function VariationFormsInitialiser() {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    const first = () => {
      window.removeEventListener(CART_FRAGMENTS_EVENT, first);
      void import('./variation-forms-initialiser').then((initialiser) => {
        if (!active) return;
        stop = initialiser.initialiseVariationFormsAfterAjax();
        window.setTimeout(() => {
          if (active) initialiser.initialiseVariationForms();
        }, initialiser.VARIATION_FORMS_INIT_DELAY_MS);
      });
    };
    window.addEventListener(CART_FRAGMENTS_EVENT, first);
    return () => {
      active = false;
      window.removeEventListener(CART_FRAGMENTS_EVENT, first);
      stop?.();
    };
  }, []);
  return null;
}
