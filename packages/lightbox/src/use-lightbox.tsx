import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { indexFromHash, lightboxHash } from '@atelier/gallery/lightbox-address';
import type { LightboxItem } from '@atelier/gallery/lightbox-items';
import { LIGHTBOX_TEXTS } from '@atelier/gallery/lightbox-texts';
import { isTap, type Point } from '@atelier/gallery/lightbox-fast-click';
import { swallowGhostClicks } from './ghost-clicks';
import {
  claimHistorySteps,
  currentPathAndSearch,
  leaveLightboxEntry,
  markerOf,
  pushLightboxEntry,
  replaceLightboxEntry,
} from './lightbox-history';
import type { LightboxViewProps } from './lightbox-view';

/**
 * The lightbox's code (yet-another-react-lightbox, its plugins and both stylesheets) is its own
 * chunk, fetched on the first prefetch or open, or when the page is opened at a lightbox address:
 * never part of a page's first-load JavaScript.
 */
let viewModule: Promise<{ default: ComponentType<LightboxViewProps> }> | undefined;
const loadView = () => (viewModule ??= import('./lightbox-view'));
const LightboxView = lazy(loadView);

export interface UseLightboxOptions {
  /** The address key: '#lightbox-<id>-<position>' (1-based); lowercase letters, digits, dashes. */
  id: string;
  /** May grow (chunks) or change (filters). */
  items: readonly LightboxItem[];
  /** The dialog's accessible name, e.g. 'Albums gallery'. */
  label: string;
}

export interface UseLightbox {
  /** Opens at `index`; focus returns to `trigger` on close. */
  open(index: number, trigger?: HTMLElement | null): void;
  /** Starts loading the lightbox chunk (a trigger's pointerenter or focus). */
  prefetch(): void;
  /** Render once, anywhere in the component. */
  element: ReactNode;
}

interface Touch {
  at: number;
  start: Point;
  end: Point;
}

export function useLightbox({ id, items, label }: UseLightboxOptions): UseLightbox {
  // Undefined until first wanted: nothing of the lightbox is rendered (or loaded) before then.
  const [index, setIndex] = useState<number | undefined>(undefined);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const openPath = useRef<string | undefined>(undefined);
  const lastTouch = useRef<Touch | undefined>(undefined);
  const isOpen = index !== undefined;
  // Read by the history claim and open(), which run outside React's render.
  const itemsRef = useRef(items);
  const isOpenRef = useRef(isOpen);
  useLayoutEffect(() => {
    itemsRef.current = items;
    isOpenRef.current = isOpen;
  });

  const show = useCallback((at: number) => {
    openPath.current = currentPathAndSearch();
    setMounted(true);
    setIndex(at);
  }, []);

  const finish = useCallback(() => {
    setIndex(undefined);
    openPath.current = undefined;
    const touch = lastTouch.current;
    if (touch && Date.now() - touch.at < 1000 && isTap(touch.start, touch.end)) {
      swallowGhostClicks({ at: touch.at, point: touch.end });
    }
    const back = trigger.current;
    trigger.current = null;
    if (back?.isConnected) requestAnimationFrame(() => back.focus());
  }, []);

  const open = useCallback(
    (at: number, from?: HTMLElement | null) => {
      const count = itemsRef.current.length;
      if (count === 0 || !Number.isInteger(at) || at < 0 || at >= count) return;
      void loadView();
      trigger.current = from ?? null;
      if (!isOpenRef.current) pushLightboxEntry(id, lightboxHash(id, at));
      else
        replaceLightboxEntry(
          id,
          lightboxHash(id, at),
          markerOf(window.history.state)?.pushed ?? false,
        );
      show(at);
    },
    [id, show],
  );

  const prefetch = useCallback(() => {
    void loadView();
  }, []);

  // A page opened at this lightbox's address (a shared link) opens it, and adopts the entry.
  useEffect(() => {
    const at = indexFromHash(window.location.hash, id, itemsRef.current.length);
    if (at === undefined) return;
    replaceLightboxEntry(id, lightboxHash(id, at), markerOf(window.history.state)?.pushed ?? false);
    show(at);
  }, [id, show]);

  // The page React Router shows (this component's page): history steps to other pages are its.
  const renderedPath = useRef<string | undefined>(undefined);
  useEffect(() => {
    renderedPath.current = currentPathAndSearch();
  });
  const expectingPop = useRef(false);

  // Back closes; Forward onto this lightbox's entry opens it again.
  useEffect(
    () =>
      claimHistorySteps(() => {
        const here = currentPathAndSearch();
        if (here !== (openPath.current ?? renderedPath.current)) return false;
        if (expectingPop.current) {
          expectingPop.current = false;
          return true;
        }
        const at = indexFromHash(window.location.hash, id, itemsRef.current.length);
        if (at !== undefined && markerOf(window.history.state)?.id === id) {
          show(at);
          return true;
        }
        if (isOpenRef.current) {
          finish();
          return true;
        }
        return false;
      }),
    [id, show, finish],
  );

  // A link to this lightbox's address followed on the page itself (a same-document hash change)
  // opens it too; that entry's Back leads to the page, as after a push of our own.
  useEffect(() => {
    const onHashChange = () => {
      const at = indexFromHash(window.location.hash, id, itemsRef.current.length);
      if (at === undefined || isOpenRef.current) return;
      replaceLightboxEntry(id, lightboxHash(id, at), true);
      show(at);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [id, show]);

  // Where the last touch started and ended, for telling taps from swipes and ghost clicks.
  useEffect(() => {
    if (!isOpen) return;
    let start: Point | undefined;
    const down = (event: PointerEvent) => {
      start = event.pointerType === 'touch' ? { x: event.clientX, y: event.clientY } : undefined;
      if (!start) lastTouch.current = undefined;
    };
    const up = (event: PointerEvent) => {
      if (event.pointerType !== 'touch' || !start) return;
      lastTouch.current = { at: Date.now(), start, end: { x: event.clientX, y: event.clientY } };
    };
    window.addEventListener('pointerdown', down, { capture: true });
    window.addEventListener('pointerup', up, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', down, { capture: true });
      window.removeEventListener('pointerup', up, { capture: true });
    };
  }, [isOpen]);

  const close = useCallback(() => {
    // Going back makes a popstate arrive, claimed above; the lightbox is already closed by then.
    expectingPop.current = leaveLightboxEntry(id);
    finish();
  }, [id, finish]);

  const view = useCallback(
    (at: number) => {
      setIndex((current) => (current === undefined ? current : at));
      if (markerOf(window.history.state)?.id === id) {
        replaceLightboxEntry(
          id,
          lightboxHash(id, at),
          markerOf(window.history.state)?.pushed ?? false,
        );
      }
    },
    [id],
  );

  const element = mounted ? (
    <Suspense
      fallback={
        isOpen ? (
          <div className="atelier-lightbox-pending" role="status">
            {LIGHTBOX_TEXTS.loading}
          </div>
        ) : null
      }
    >
      <LightboxView
        items={items}
        label={label}
        index={index ?? 0}
        open={isOpen}
        onClose={close}
        onView={view}
      />
    </Suspense>
  ) : null;

  return { open, prefetch, element };
}
