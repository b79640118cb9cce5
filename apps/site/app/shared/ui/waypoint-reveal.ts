import { WAYPOINT_ROOT_MARGIN, waypointReached } from '@atelier/theme/page-builder';
import { useEffect, type RefObject } from 'react';

/**
 * MISC-017 (ADR 0040): content blocks fade in when their top reaches the page builder's
 * waypoint, 85% of the viewport's height. Only after hydration and only for blocks still below
 * the line then, so nothing already on screen blinks and, without JavaScript or with reduced
 * motion, every block is simply there. `page-builder.css` draws `data-waypoint="waiting"`
 * see-through and fades it in; opacity only, so a block never moves and anchor scrolls land
 * where they aim.
 */
export function useWaypointReveal(container: RefObject<HTMLElement | null>, selector: string) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const height = () => window.innerHeight;
    const blocks = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (block) => !waypointReached(block.getBoundingClientRect().top, height()),
    );
    if (blocks.length === 0) return;
    const reach = (block: HTMLElement) => {
      block.setAttribute('data-waypoint', 'reached');
      observer.unobserve(block);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          // Crossing the line, or already above it (an anchor jump lands past the block).
          if (entry.isIntersecting || waypointReached(entry.boundingClientRect.top, height()))
            reach(entry.target as HTMLElement);
        }
      },
      { rootMargin: WAYPOINT_ROOT_MARGIN },
    );
    for (const block of blocks) {
      block.setAttribute('data-waypoint', 'waiting');
      observer.observe(block);
    }
    return () => {
      observer.disconnect();
      // Leave nothing hidden if the page is left or the list changes mid-way.
      for (const block of blocks) block.removeAttribute('data-waypoint');
    };
  }, [container, selector]);
}
