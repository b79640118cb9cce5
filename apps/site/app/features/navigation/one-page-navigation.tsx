import {
  currentOnePageSection,
  ONE_PAGE_UP,
  onePageHash,
  onePageScrollDuration,
  onePageTarget,
  samePagePath,
} from '@atelier/theme/one-page';
import { scrollOffset, scrollTargetTop } from '@atelier/theme/scroll-offsets';
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import {
  animateScrollTo,
  FLOATING_MENU_ATTRIBUTE,
  floatingMenuShown,
} from '~/shared/animated-scroll';
import { setOnePageSection } from './one-page-state';

/**
 * One-page navigation (NAV-004…008, DEC-13, ADR 0026), mounted by a page whose sections have
 * the ids in `sectionIds` (the `/about/` page). It renders nothing; while mounted it:
 *
 * - catches a click on any link to `#!/<id>` of this page, wherever the link is (the page's
 *   section menu, the main menu, the floating menu), in the capture phase on `window` so it runs
 *   before React Router's own link handler; scrolls to the section (DEC-21 anchor offset, the
 *   NAV-008 duration), `#!/up` to the top; writes the hash with `replaceState`; marks the
 *   section current (`setOnePageSection`), and moves focus to the section;
 * - follows the scroll (NAV-007) and marks the section in view;
 * - on arrival with `#!/<id>` in the address (a link from another page), scrolls there.
 *
 * Why `replaceState` and not a history entry per jump: a section is a place on one page, not a
 * page. Back leaves the page the way the visitor came instead of replaying every jump, and the
 * router never sees a hash-only navigation (its scroll restoration would jump to the top or to
 * the section at once, cutting the animation). The address still names the section, so a reload
 * or a shared link lands there. The router's own state object is kept, so its history bookkeeping
 * (keys, saved scroll positions) stays right.
 *
 * Without JavaScript the same links work too: each section's heading also carries the id
 * `!/<id>` (`onePageAnchorId` of the theme package), which is what the browser looks for at `#!/<id>`.
 */
export function OnePageNavigation({ sectionIds }: { sectionIds: readonly string[] }) {
  const navigationType = useNavigationType();
  const locationKey = useLocation().key;
  // Joined, so a new array of the same ids on a re-render does not restart everything.
  const ids = sectionIds.join(' ');

  useEffect(() => {
    const sections = ids.split(' ').filter(Boolean);
    const path = window.location.pathname;
    /** While a scroll this page started runs, and until the visitor scrolls away from where it
     * ended, the clicked item stays marked (the spy would otherwise mark the sections passed). */
    let pinned: { top: number; running: boolean; element: HTMLElement | null } | undefined;

    const sectionElement = (id: string) => {
      const element = document.getElementById(id);
      return element && sections.includes(id) ? element : null;
    };

    const spy = () => {
      const maxScrollTop = document.documentElement.scrollHeight - window.innerHeight;
      if (pinned && (pinned.running || Math.abs(window.scrollY - pinned.top) <= 2)) return;
      pinned = undefined;
      const positions = sections.flatMap((id) => {
        const element = sectionElement(id);
        return element ? [{ id, top: element.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setOnePageSection({
        path,
        section: currentOnePageSection(positions, window.scrollY, maxScrollTop),
      });
    };

    /** Where the page scrolls for `element`: DEC-21's anchor offset, under the floating menu
     * if it shows now. */
    const topFor = (element: HTMLElement | null) =>
      element
        ? scrollTargetTop(
            element.getBoundingClientRect().top + window.scrollY,
            scrollOffset('anchor', floatingMenuShown()),
            document.documentElement.scrollHeight - window.innerHeight,
          )
        : 0;

    /** Scrolls to `target` (a section id or `up`), as a link click or an arrival asks. */
    const go = (target: string, how: { focusNow: boolean }) => {
      const element = target === ONE_PAGE_UP ? null : sectionElement(target);
      if (target !== ONE_PAGE_UP && !element) return false;
      let top = topFor(element);
      const pin = { top, running: true, element };
      pinned = pin;
      setOnePageSection({ path, section: target });
      // Keyboard and screen-reader users continue from the section they asked for; the main
      // region stands for the top. preventScroll: the animation does the moving.
      const focusTarget = element ?? document.getElementById('main');
      const focus = () => focusTarget?.focus({ preventScroll: true });
      if (how.focusNow) focus();
      void (async () => {
        await animateScrollTo(top, onePageScrollDuration(top - window.scrollY)).done;
        // The floating menu may have appeared on the way down (it shows once the header is
        // scrolled past), and then the section needs its 68 px, not 40 (DEC-21): a frame
        // later its attribute is set, and a short scroll makes up the difference.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const cutShort = Math.abs(window.scrollY - top) > 2;
        const settled = topFor(element);
        if (!cutShort && Math.abs(settled - top) > 2 && pinned === pin) {
          top = settled;
          pin.top = settled;
          await animateScrollTo(settled, onePageScrollDuration(settled - window.scrollY)).done;
        }
        pin.running = false;
        // A visitor's wheel or key may have cut the scroll short: follow where they are.
        if (cutShort && pinned === pin) spy();
        if (!how.focusNow) focus();
      })();
      return true;
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (
        url.origin !== window.location.origin ||
        !samePagePath(url.pathname, window.location.pathname) ||
        url.search !== window.location.search
      )
        return;
      const target = onePageTarget(url.hash);
      if (target === undefined) return;
      // A one-page address of this page is ours even when it names no section: the router
      // would otherwise take it as a navigation and jump to the top.
      event.preventDefault();
      if (!go(target, { focusNow: true })) return;
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${window.location.search}${onePageHash(target)}`,
      );
    };

    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        spy();
      });
    };

    // The floating menu may show or hide after a scroll has ended (its code arrives after
    // hydration, so on arrival it can be later than the scroll): while the visitor stays at the
    // section they asked for, it keeps DEC-21's offset under whatever header is showing now.
    const keepOffset = new MutationObserver(() => {
      const pin = pinned;
      if (!pin || pin.running || !pin.element) return;
      if (Math.abs(window.scrollY - pin.top) > 2) return;
      const settled = topFor(pin.element);
      if (Math.abs(settled - pin.top) <= 2) return;
      pin.top = settled;
      pin.running = true;
      void animateScrollTo(settled, onePageScrollDuration(settled - window.scrollY)).done.then(
        () => {
          pin.running = false;
        },
      );
    });
    keepOffset.observe(document.documentElement, {
      attributes: true,
      attributeFilter: [FLOATING_MENU_ATTRIBUTE],
    });

    window.addEventListener('click', onClick, true);
    window.addEventListener('scroll', onScroll, { passive: true });

    // Arriving with a section in the address scrolls there, unless the browser or the router
    // is bringing the visitor back to where they were (Back, Forward, a reload).
    const arrivalTarget = onePageTarget(window.location.hash);
    const comingBack = returning(navigationType, locationKey);
    if (arrivalTarget && arrivalTarget !== ONE_PAGE_UP && !comingBack) {
      if (!go(arrivalTarget, { focusNow: false })) spy();
    } else spy();

    return () => {
      keepOffset.disconnect();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      setOnePageSection(undefined);
    };
    // The arrival is read once per page; a later change of navigation type is not an arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);

  return null;
}

/** The router's key of the first location a one-page page mounted at in this document. */
let firstMountKey: string | undefined;

/**
 * Whether the page is being returned to rather than arrived at: a history move inside the app
 * (the router restores the saved position), or a document that was reloaded or reached by
 * Back/Forward (the router's restore script or the browser does). A POP is the document's own
 * first render only at the location a one-page page first mounted at in it (a development
 * build's second effect run is the same location), in a document opened fresh.
 */
function returning(navigationType: string, locationKey: string): boolean {
  firstMountKey ??= locationKey;
  if (navigationType !== 'POP') return false;
  if (firstMountKey !== locationKey) return true;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !entry || entry.type !== 'navigate';
}
