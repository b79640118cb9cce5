import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Picture, type PictureSource } from '~/shared/ui/picture';

/** Space kept between the box and its swatch, and between the box and the window's edges. */
const GAP_PX = 10;
const EDGE_MARGIN_PX = 8;

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface PreviewPlacement {
  /** Above the swatch when it fits there, as tooltips sit; below when the window's top is too close. */
  side: 'above' | 'below';
  /** Horizontal shift from centred over the swatch, so the box stays inside the window. */
  shift: number;
}

/**
 * Where the preview box goes: centred above its swatch, flipped below when there is no room
 * above, and slid sideways to stay inside the window. A few lines of geometry do what a
 * positioning library would, for one box beside one swatch.
 */
export function previewPlacement(swatch: Box, box: Box, viewportWidth: number): PreviewPlacement {
  const side = swatch.top >= box.height + GAP_PX + EDGE_MARGIN_PX ? 'above' : 'below';
  const centredLeft = swatch.left + swatch.width / 2 - box.width / 2;
  const rightmost = Math.max(EDGE_MARGIN_PX, viewportWidth - EDGE_MARGIN_PX - box.width);
  const left = Math.min(Math.max(centredLeft, EDGE_MARGIN_PX), rightmost);
  return { side, shift: Math.round(left - centredLeft) };
}

/**
 * SW-012: the hover box of an image swatch, a larger view of the option's picture with its name
 * and any stock note, at least 250 px tall (shop.css). Shown while the swatch is hovered or has
 * focus; the group hides it on Escape. It doubles as the swatch's tooltip (its description).
 */
export function SwatchPreview({
  id,
  open,
  image,
  name,
  description,
}: {
  id: string;
  open: boolean;
  image: PictureSource;
  name: string;
  description: ReactNode;
}) {
  const box = useRef<HTMLSpanElement>(null);

  // Placed once it is shown and measurable, before the browser paints it; written straight to
  // the element, so placing it costs no second render.
  useLayoutEffect(() => {
    const element = box.current;
    const swatch = element?.parentElement;
    if (!open || !element || !swatch) return;
    const placement = previewPlacement(
      swatch.getBoundingClientRect(),
      element.getBoundingClientRect(),
      document.documentElement.clientWidth,
    );
    element.dataset.side = placement.side;
    element.style.setProperty('--preview-shift', `${placement.shift}px`);
  }, [open]);

  return (
    <span ref={box} className="swatch__preview" id={id} role="tooltip" hidden={!open}>
      <Picture image={image} sizes="14rem" alt="" className="swatch__preview-picture" />
      <span className="swatch__preview-text">
        {/* The name is the swatch's accessible name already: not repeated as its description. */}
        <span aria-hidden="true" className="swatch__preview-name">
          {name}
        </span>
        {description ? <span className="swatch__preview-note">{description}</span> : null}
      </span>
    </span>
  );
}
