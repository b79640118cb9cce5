import { readSliderSettings, sliderDataAttributes } from '@atelier/gallery/slider-settings';
import type { PhotoScrollerData } from './photo-scroller-picture';
import type { SliderView } from './slider-view';

/**
 * A photo scroller as the page hands it to the browser: its slides, and its settings already read
 * from its data attributes (SLD-002). Read here, on the server, so the settings parser stays out
 * of the page's JavaScript: the browser gets the result and renders the same attributes back.
 */
export function photoScrollerData(view: SliderView): PhotoScrollerData {
  const settings = readSliderSettings('photo-scroller', view.attributes);
  return { view, settings, dataAttributes: sliderDataAttributes('photo-scroller', settings) };
}
