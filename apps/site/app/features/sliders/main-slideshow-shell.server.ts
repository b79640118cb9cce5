import { NO_SLIDES_MESSAGE, SLIDE_BLOCKS } from '@atelier/gallery/slider-constants';
import { startIndex } from '@atelier/gallery/slider-navigation';
import { readSliderSettings, sliderDataAttributes } from '@atelier/gallery/slider-settings';
import { blockDelays, slideLabel } from '@atelier/gallery/slider-slide';
import type { SlideshowShell } from './main-slideshow-model';
import type { SliderView } from './slider-view';

/**
 * Issue 19: the main slideshow's shell figures, worked out on the server with the engine from
 * the slider's stored settings (SLD-002), so the page's first-load code carries no engine.
 */
export function mainSlideshowShell(slider: SliderView): SlideshowShell {
  const settings = readSliderSettings('main-slideshow', slider.attributes);
  const count = slider.slides.length;
  const longest = Math.max(0, ...slider.slides.map((slide) => slide.blocks.length));
  return {
    data: sliderDataAttributes('main-slideshow', settings),
    style: {
      '--slideshow-ratio': `${settings.width} / ${settings.height}`,
      '--slideshow-h': settings.height / settings.width,
      '--slide-block-offset': `${SLIDE_BLOCKS.offsetPx}px`,
      '--slide-block-speed': `${SLIDE_BLOCKS.speedMs}ms`,
    },
    start: startIndex(count, settings.startSlide),
    labels: slider.slides.map((_, index) => slideLabel(index, count)),
    blockDelays: blockDelays(longest),
    pictureLinkHidden: slider.slides.map(
      (slide) =>
        slide.href !== undefined &&
        slide.blocks.some((block) => block.kind === 'link' && block.href === slide.href),
    ),
    emptyMessage: NO_SLIDES_MESSAGE,
  };
}
