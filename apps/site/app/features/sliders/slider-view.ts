import type { SliderKind } from '@atelier/gallery/slider-settings';
import type { Slide } from '@atelier/gallery/slider-slide';
import type { PictureSource } from '~/shared/ui/picture';

/**
 * A slider as a loader hands it to its component: the slides with the app's stored pictures, and
 * the settings as the data attributes the server renders on the slider element (SLD-002), which
 * the component reads with the engine's `readSliderSettings`. One of the theme's three kinds
 * (issue 19), each a component of this room.
 */
export interface SliderView {
  kind: SliderKind;
  /** The carousel's accessible name ("Featured works", "Photos of …"). */
  label: string;
  /** Data-attribute names without `data-` → values, as stored (SLD-002). */
  attributes: Record<string, string>;
  slides: Slide<PictureSource>[];
}
