import { NO_SLIDES_MESSAGE } from '@atelier/gallery/slider-constants';
import { slideLabel } from '@atelier/gallery/slider-slide';
import { isPlainClick } from '@atelier/lightbox/lightbox-trigger';
import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { Picture } from '~/shared/ui/picture';
import { useHydrated } from '~/shared/use-hydrated';
import type { SliderView } from './slider-view';
import type { LightboxShown, ThreeLayerController } from './three-layer-slider-model';
import {
  LAYER_NAMES,
  sliderStyle,
  stageLayouts,
  stageStyle,
  workSizes,
  workStyle,
} from './three-layer-slider-layout';

/**
 * The interactive part (loading counter, parallax, lightbox, swipe), in its own chunk: it loads
 * after hydration, while the works are already on screen as links.
 */
const ThreeLayerControls = lazy(() => import('./three-layer-slider-controls'));

/**
 * Issue 19: the three-layer slider (SLD-011, SLD-012, SLD-030). The works float on three depth
 * layers, far ones smaller and dimmer; picking one turns the lightbox on.
 *
 * Written by hand on CSS transforms: the carousels the site uses (Embla) move one strip of
 * slides along an axis, and none lays pictures out on depth layers with a parallax, a loading
 * counter and a zoom into a lightbox of its own; the rules (cells, layer scales, timings, swipe
 * threshold) come from the gallery package's engine.
 *
 * The server renders every work at its place (in `cqw` of the stage, for a phone and a wider
 * screen), so nothing moves when the page's code arrives, and without JavaScript each work is a
 * link to its page.
 */
export function ThreeLayerSlider({ slider }: { slider: SliderView }) {
  const { slides, label } = slider;
  const hydrated = useHydrated();
  const stageRef = useRef<HTMLDivElement>(null);
  const controller = useRef<ThreeLayerController | null>(null);
  const [interactive, setInteractive] = useState(false);
  const [shown, setShown] = useState<LightboxShown>({ on: false, index: null });
  // SLD-002: the settings as data attributes on the slider; the lazy part reads them.
  const dataAttributes = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(slider.attributes).map(([name, value]) => [`data-${name}`, value]),
      ),
    [slider.attributes],
  );
  const layouts = useMemo(() => stageLayouts(slides), [slides]);

  const register = useCallback((next: ThreeLayerController | null) => {
    controller.current = next;
    setInteractive(next !== null);
  }, []);

  if (slides.length === 0) {
    return (
      <section className="three-layer three-layer--empty" aria-label={label}>
        <p className="three-layer__empty">{NO_SLIDES_MESSAGE}</p>
      </section>
    );
  }

  const openFrom = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!controller.current || !isPlainClick(event)) return;
    event.preventDefault();
    controller.current.open(index, event.currentTarget);
  };
  // A link answers Enter by itself (a click); Space, a button's key, opens the work as well.
  const openByKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (!controller.current || event.key !== ' ') return;
    event.preventDefault();
    controller.current.open(index, event.currentTarget);
  };

  return (
    <section
      className="three-layer"
      aria-roledescription="carousel"
      aria-label={label}
      data-lightbox={shown.on ? 'on' : 'off'}
      style={sliderStyle()}
      {...dataAttributes}
    >
      <div className="three-layer__stage" ref={stageRef} style={stageStyle(layouts)}>
        {slides.map((slide, index) => {
          const layer = layouts.layers[index] ?? 0;
          return (
            <div
              key={slide.id}
              className="three-layer__work"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, slides.length)}
              data-layer={LAYER_NAMES[layer]}
              data-chosen={shown.index === index ? '' : undefined}
              style={workStyle(layouts, index)}
            >
              <a
                href={slide.href}
                className="three-layer__open"
                aria-haspopup={interactive ? 'dialog' : undefined}
                onClick={(event) => openFrom(event, index)}
                onKeyDown={(event) => openByKey(event, index)}
              >
                <Picture
                  image={slide.picture}
                  sizes={workSizes(layouts, index)}
                  // The near layer is the first screen's largest paint; the rest follow.
                  priority={layer === 2}
                  alt=""
                />
                <span className="three-layer__label">{slide.caption}</span>
              </a>
            </div>
          );
        })}
      </div>
      {hydrated ? (
        <Suspense fallback={null}>
          <ThreeLayerControls
            slides={slides}
            attributes={slider.attributes}
            stage={stageRef}
            register={register}
            onShownChange={setShown}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
