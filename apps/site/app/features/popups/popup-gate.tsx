import { useCallback, useEffect, useRef, useState, type ComponentProps } from 'react';
import type { PopupRendererSlots, PopupRuntime as PopupRuntimeComponent } from './popup-runtime';
import { isPlainClick, replayClick } from './popup-clicks';
import type { PopupStart } from './popup-controller';

type RuntimeProps = Omit<ComponentProps<typeof PopupRuntimeComponent>, 'claimEarlyClick'>;

/**
 * The part of the popups in every page's first load (issue 19): the runtime (triggers, dialogs,
 * stacking, cookies, form integrations) is its own chunk. Most pages offer popups only by a
 * click (the footer's "Make an enquiry", the home page's "Book a private viewing"), so the gate
 * listens for clicks on the triggers' selectors, holds such a click back, loads the runtime and
 * hands the click over, which opens the popup as before (focus returns to the link). Pointing at
 * or focusing a trigger starts the loading early. A page whose popup opens by itself loads the
 * runtime at once. Should the runtime fail to load, the held click goes on as the plain link.
 */
export function PopupGate({
  start,
  loadSlots,
  ...runtimeProps
}: RuntimeProps & {
  start: PopupStart;
  /** The integrator's renderers for other rooms' forms, loaded with the runtime. */
  loadSlots?: () => Promise<PopupRendererSlots>;
}) {
  const [loaded, setLoaded] = useState<{
    Runtime: typeof PopupRuntimeComponent;
    slots: PopupRendererSlots;
  }>();
  const loading = useRef<Promise<void>>(undefined);
  /** The target of a trigger click held back while the runtime loads. */
  const heldClick = useRef<Element>(undefined);
  /** The runtime listens itself (or could not load): the gate lets every click through. */
  const handedOver = useRef(false);

  const load = useCallback(() => {
    loading.current ??= Promise.all([import('./popup-runtime'), loadSlots?.() ?? {}]).then(
      ([module, slots]) => setLoaded({ Runtime: module.PopupRuntime, slots }),
      () => {
        handedOver.current = true;
        const held = heldClick.current;
        heldClick.current = undefined;
        if (held) replayClick(held);
      },
    );
  }, [loadSlots]);

  const claimEarlyClick = useCallback(() => {
    handedOver.current = true;
    const held = heldClick.current;
    heldClick.current = undefined;
    return held;
  }, []);

  const { atOnce, clickSelectors } = start;
  const selector = clickSelectors.join(',');
  useEffect(() => {
    if (atOnce) load();
    if (selector === '') return;
    const triggerOf = (target: EventTarget | null) =>
      !handedOver.current && target instanceof Element ? target.closest(selector) : null;
    // Capture phase, as the runtime's own listener: before the router's links see the click.
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !triggerOf(event.target)) return;
      event.preventDefault();
      heldClick.current = event.target as Element;
      load();
    };
    const onApproach = (event: Event) => {
      if (triggerOf(event.target)) load();
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('pointerover', onApproach, { passive: true });
    document.addEventListener('focusin', onApproach);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
    };
  }, [atOnce, selector, load]);

  if (!loaded) return null;
  const { Runtime, slots } = loaded;
  return <Runtime {...runtimeProps} {...slots} claimEarlyClick={claimEarlyClick} />;
}
