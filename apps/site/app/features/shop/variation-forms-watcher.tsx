import { useEffect } from 'react';
import { CART_FRAGMENTS_EVENT } from './cart-client';
import { VARIATION_FORMS_INIT_DELAY_MS } from './variation-forms-timing';

/**
 * SW-011, kept out of the page's first load: the initialiser (which can build whole variation
 * forms) is fetched at the first cart call, while that call's 1000 ms wait runs, and then
 * watches every later call itself.
 */
export function VariationFormsInitialiser() {
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const first = () => {
      window.removeEventListener(CART_FRAGMENTS_EVENT, first);
      const loading = import('./variation-forms-initialiser');
      timer = setTimeout(() => {
        void loading.then((initialiser) => {
          if (active) initialiser.initialiseVariationForms();
        });
      }, VARIATION_FORMS_INIT_DELAY_MS);
      void loading.then((initialiser) => {
        if (active) stop = initialiser.initialiseVariationFormsAfterAjax();
      });
    };
    window.addEventListener(CART_FRAGMENTS_EVENT, first);
    return () => {
      active = false;
      window.removeEventListener(CART_FRAGMENTS_EVENT, first);
      clearTimeout(timer);
      stop?.();
    };
  }, []);
  return null;
}
