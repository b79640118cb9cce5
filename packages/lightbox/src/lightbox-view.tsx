import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import Lightbox, {
  useLightboxState,
  type GenericSlide,
  type Labels,
  type RenderSlideProps,
  type Slide,
} from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import './lightbox.css';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { captionLines } from '@atelier/gallery/lightbox-items';
import {
  inPreloadWindow,
  LIGHTBOX_PRELOAD,
  preloadIndexes,
} from '@atelier/gallery/lightbox-navigation';
import {
  LIGHTBOX_TEXTS,
  counterText,
  imageErrorText,
  imageLoadingText,
} from '@atelier/gallery/lightbox-texts';
import { ContentSlide } from './lightbox-content';
import { keepTabInside } from './focus-loop';
import { checkImageSize, type ImageSize } from './image-size-check';

type ContentItem = Exclude<LightboxItem, { type: 'image' }>;

interface AtelierContentSlide extends GenericSlide {
  type: 'atelier-content';
  item: ContentItem;
}

declare module 'yet-another-react-lightbox' {
  interface SlideTypes {
    'atelier-content': AtelierContentSlide;
  }
  interface GenericSlide {
    /** The item's position among the lightbox's items (0-based). */
    position?: number;
  }
}

export interface LightboxViewProps {
  items: readonly LightboxItem[];
  label: string;
  index: number;
  open: boolean;
  onClose(): void;
  onView(index: number): void;
}

function toSlide(item: LightboxItem, position: number, measured?: ImageSize): Slide {
  if (item.type === 'image') {
    return {
      type: 'image',
      position,
      src: item.src,
      alt: item.alt,
      width: item.width ?? measured?.width,
      height: item.height ?? measured?.height,
      srcSet: item.srcSet,
    };
  }
  return { type: 'atelier-content', position, item };
}

/**
 * The position of the slide a state text is drawn in. The library mounts the neighbours too (in a
 * looping gallery of three, the first is the third's neighbour), and its loading and error icons
 * are told nothing about their slide: each slide's container provides it, so a neighbour still
 * loading says its own number, never the shown one's.
 */
const SlidePosition = createContext<number | undefined>(undefined);

/** The state text of an image (loading or failed), and its link to the original. */
function ImageState({ items, failed }: { items: readonly LightboxItem[]; failed: boolean }) {
  const { currentIndex } = useLightboxState();
  const position = useContext(SlidePosition) ?? currentIndex;
  const item = items[position];
  const total = items.length;
  if (!failed) {
    return (
      <span className="atelier-lightbox__status" role="status">
        {imageLoadingText(position, total)}
      </span>
    );
  }
  return (
    <span className="atelier-lightbox__error" role="alert">
      {imageErrorText(position, total)}{' '}
      {item?.href ? (
        <a href={item.href} className="atelier-lightbox__original">
          Open the image
        </a>
      ) : null}
    </span>
  );
}

/** '3 of 12', announced politely as the visitor moves (LBX-007). */
function Counter({ total }: { total: number }) {
  const { currentIndex } = useLightboxState();
  return (
    <p className="atelier-lightbox__counter" aria-live="polite" aria-atomic="true">
      {counterText(currentIndex, total)}
    </p>
  );
}

function Caption({ item }: { item: LightboxItem | undefined }) {
  if (!item) return null;
  const lines = captionLines(item);
  if (lines.length === 0) return null;
  return (
    <div className="atelier-lightbox__caption">
      {lines.map((line) =>
        line.kind === 'title' ? (
          <p key={line.kind} className="atelier-lightbox__title">
            {line.text}
          </p>
        ) : (
          <p key={line.kind} className={`atelier-lightbox__${line.kind}`}>
            {line.text}
          </p>
        ),
      )}
    </div>
  );
}

/**
 * LBX-015: the pictures of the two items after the shown one are fetched ahead (into the
 * browser's cache), whatever the library mounts: in a gallery of three it mounts only one
 * neighbour each side.
 */
function usePreload(items: readonly LightboxItem[], index: number) {
  useEffect(() => {
    for (const at of preloadIndexes(index, items.length)) {
      const item = items[at];
      if (at === index || item?.type !== 'image') continue;
      const picture = new Image();
      if (item.srcSet?.length) {
        picture.sizes = '100vw';
        picture.srcset = item.srcSet.map((source) => `${source.src} ${source.width}w`).join(', ');
      }
      picture.src = item.src;
    }
  }, [items, index]);
}

/** LBX-016: the shown picture's size, learned while it loads when its item does not state it. */
function useMeasuredSizes(items: readonly LightboxItem[], index: number) {
  const [sizes, setSizes] = useState<Readonly<Record<string, ImageSize>>>({});
  const item = items[index];
  const unknown = item?.type === 'image' && (!item.width || !item.height) ? item.src : undefined;
  useEffect(() => {
    if (!unknown) return undefined;
    return checkImageSize(unknown, (size) =>
      setSizes((known) => (known[unknown] ? known : { ...known, [unknown]: size })),
    );
  }, [unknown]);
  return sizes;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The lightbox itself: yet-another-react-lightbox with the spec's texts and behaviour added (ADR
 * 0022). Loaded as its own chunk by `useLightbox`.
 */
export default function LightboxView({
  items,
  label,
  index,
  open,
  onClose,
  onView,
}: LightboxViewProps) {
  const measured = useMeasuredSizes(items, index);
  const slides = useMemo(
    () =>
      items.map((item, at) =>
        toSlide(item, at, item.type === 'image' ? measured[item.src] : undefined),
      ),
    [items, measured],
  );
  const total = items.length;
  const several = total > 1;
  const labels: Labels = {
    Close: LIGHTBOX_TEXTS.close,
    Previous: LIGHTBOX_TEXTS.previous,
    Next: LIGHTBOX_TEXTS.next,
    Lightbox: label,
    'Photo gallery': label,
    '{index} of {total}': LIGHTBOX_TEXTS.counter
      .replace('%curr%', '{index}')
      .replace('%total%', '{total}'),
    'Zoom in': 'Zoom in',
    'Zoom out': 'Zoom out',
  };
  const still = reducedMotion();
  usePreload(items, index);
  useEffect(
    () =>
      open
        ? keepTabInside(() => document.querySelector('.atelier-lightbox.yarl__portal'))
        : undefined,
    [open],
  );

  return (
    <Lightbox
      open={open}
      close={onClose}
      index={Math.min(index, Math.max(0, total - 1))}
      slides={slides}
      labels={labels}
      plugins={[Zoom]}
      className="atelier-lightbox"
      // LBX-002: a gallery wraps (a lone item has nothing to wrap to). LBX-015: the library
      // mounts up to 2 slides either side; those before the current one render nothing until
      // shown (render.slide below), and the pictures after it are fetched by usePreload.
      carousel={{ finite: !several, preload: LIGHTBOX_PRELOAD.after, padding: '16px' }}
      animation={still ? { fade: 0, swipe: 0, navigation: 0 } : undefined}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      zoom={{ maxZoomPixelRatio: 2, scrollToZoom: true }}
      on={{ view: ({ index: at }) => onView(at) }}
      render={{
        slide: ({ slide, offset }: RenderSlideProps) => {
          if (!inPreloadWindow(offset)) {
            return <div className="atelier-lightbox__deferred" aria-hidden="true" />;
          }
          if (slide.type === 'atelier-content') {
            return (
              <ContentSlide
                item={slide.item}
                current={offset === 0}
                position={slide.position ?? 0}
                total={total}
              />
            );
          }
          return undefined;
        },
        slideContainer: ({ slide, children }) => (
          <SlidePosition.Provider value={slide.position}>{children}</SlidePosition.Provider>
        ),
        slideFooter: ({ slide }) => <Caption item={items[slide.position ?? -1]} />,
        iconLoading: () => <ImageState items={items} failed={false} />,
        iconError: () => <ImageState items={items} failed />,
        buttonPrev: several ? undefined : () => null,
        buttonNext: several ? undefined : () => null,
        controls: () => (several ? <Counter total={total} /> : null),
      }}
    />
  );
}
