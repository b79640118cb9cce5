import { useMemo, useRef } from 'react';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { lightboxTrigger } from '@atelier/lightbox/lightbox-trigger';
import { useLightbox } from '@atelier/lightbox/use-lightbox';

export const SHIPPING_PAGE_PATH = '/shipping-and-returns/';
const CARE_NOTES_ID = 'care-and-hanging';

/**
 * "Shipping and returns" and "Care and hanging" under a work's details, in the lightbox (issue
 * 18): the first fetches the shipping page's content (an ajax item, LBX-013), the second shows
 * this page's care notes (an inline item). Without JavaScript the first is a link to the page
 * and the second a link to the notes, which CSS shows when they are the address's target.
 */
export function ProductNotes({ kind }: { kind: 'original' | 'print' }) {
  // An island of the product page (its code comes after the first load): live once it runs.
  const notesRef = useRef<HTMLDivElement>(null);
  useIslandLive(notesRef);
  const items = useMemo<LightboxItem[]>(
    () => [
      {
        type: 'ajax',
        src: SHIPPING_PAGE_PATH,
        href: SHIPPING_PAGE_PATH,
        title: 'Shipping and returns',
      },
      {
        type: 'inline',
        targetId: CARE_NOTES_ID,
        href: `#${CARE_NOTES_ID}`,
        title: 'Care and hanging',
      },
    ],
    [],
  );
  const lightbox = useLightbox({ id: 'notes', items, label: 'About buying this work' });
  return (
    <div ref={notesRef} className="product-notes" {...ISLAND_PROPS}>
      <ul className="product-notes__links">
        <li>
          <a href={SHIPPING_PAGE_PATH} {...lightboxTrigger(lightbox, 0)}>
            Shipping and returns
          </a>
        </li>
        <li>
          <a href={`#${CARE_NOTES_ID}`} {...lightboxTrigger(lightbox, 1)}>
            Care and hanging
          </a>
        </li>
      </ul>
      <section
        id={CARE_NOTES_ID}
        className="product-notes__care"
        aria-labelledby={`${CARE_NOTES_ID}-title`}
      >
        <h2 id={`${CARE_NOTES_ID}-title`}>Care and hanging</h2>
        <p>
          Hang the work away from direct sunlight, radiators and damp walls; a steady room between
          16 and 24 °C suits paint, paper and ink alike.
        </p>
        <p>
          {kind === 'print'
            ? 'Handle the print by its edges with clean, dry hands, and frame it behind UV-filtering glazing with an acid-free mount, so the glass never touches the paper.'
            : 'Dust the surface only with a soft, dry brush; never use water or cleaning products, and have any damage looked at by a conservator rather than touched up.'}
        </p>
        <p>
          Use two hooks rated for at least twice the framed weight, and keep the certificate of
          authenticity that comes with the work somewhere safe and dry.
        </p>
      </section>
      {lightbox.element}
    </div>
  );
}
