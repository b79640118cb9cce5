import { pageBuilderIntervalMs } from '@atelier/theme/page-builder';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
}

/**
 * The page builder's tabs block (MISC-018, ADR 0040). The server renders the tabs as they will
 * be live, so hydration moves nothing (an anchor scroll below it stays put); without JavaScript
 * (`@media (scripting: none)`) the tab list goes and every panel shows under its own heading, so
 * nothing is out of reach. Live, it is the WAI-ARIA tabs pattern: a labelled tablist, arrow keys, Home and End move and select (roving
 * tabindex), each panel labelled by its tab.
 *
 * `intervalSeconds` is the builder's auto-rotation interval, in seconds (0 or nothing: none).
 * It rotates only while the block is on screen and the visitor is not using it: hovering pauses
 * it, focus or a press inside stops it for good, and a visible button stops or restarts it
 * (WCAG 2.2.2, its name says what a press will do). With reduced motion it never rotates by itself.
 */
export function Tabs({
  label,
  items,
  intervalSeconds,
  headingLevel = 3,
}: {
  label: string;
  items: readonly TabItem[];
  intervalSeconds?: number | string | undefined;
  headingLevel?: 2 | 3 | 4;
}) {
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const intervalMs = pageBuilderIntervalMs(intervalSeconds);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [onScreen, setOnScreen] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(true);
  const root = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const rotates = intervalMs !== null && !reducedMotion && items.length > 1;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (!rotates || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(Boolean(entry?.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rotates]);

  useEffect(() => {
    if (!rotates || intervalMs === null || stopped || hovered || !onScreen) return;
    const timer = window.setTimeout(
      () => setSelected((current) => (current + 1) % items.length),
      intervalMs,
    );
    return () => window.clearTimeout(timer);
  }, [rotates, intervalMs, stopped, hovered, onScreen, selected, items.length]);

  const Heading = `h${headingLevel}` as const;
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      ref={root}
      className="tabs"
      data-rotating={rotates && !stopped ? '' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // The rotation button's own focus is no reason to stop what it controls.
        if (!(event.target as HTMLElement).closest('.tabs__rotation')) setStopped(true);
      }}
      onPointerDown={(event) => {
        if (!(event.target as HTMLElement).closest('.tabs__rotation')) setStopped(true);
      }}
    >
      <div className="tabs__bar">
        <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={index === selected}
              aria-controls={panelId(index)}
              tabIndex={index === selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(index)}
            >
              {item.title}
            </button>
          ))}
        </div>
        {rotates ? (
          <button
            type="button"
            className="tabs__rotation"
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? 'Rotate tabs' : 'Stop rotating'}
          </button>
        ) : null}
      </div>
      <div className="tabs__panels">
        {items.map((item, index) => (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            tabIndex={0}
            hidden={index !== selected}
            className="tabs__panel"
          >
            <Heading className="tabs__heading" hidden>
              {item.title}
            </Heading>
            {item.content}
          </div>
        ))}
      </div>
    </div>
  );
}
