import {
  ACCORDION_ANIMATION_MS,
  ACCORDION_SCROLL_MS,
  initialOpenItems,
  shouldScrollToOpenedItem,
  toggleAccordionItem,
  type OpenItems,
} from '@atelier/theme/accordion';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion, scrollToElement } from '~/shared/animated-scroll';

export interface AccordionItem {
  /** Unique within the accordion; the item's element ids are built from it. */
  readonly id: string;
  readonly title: string;
  readonly content: ReactNode;
}

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

// Layout effects only run in the browser; on the server React would warn for nothing.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Accordion and toggle blocks (ACC-001…003, ADR 0026).
 *
 * The server renders native `<details>`/`<summary>` elements, so every answer opens and closes
 * without JavaScript, by keyboard too, and a one-open group shares a `name` (the browser's own
 * exclusive accordion). Once hydrated, the block turns into the WAI-ARIA accordion: each title a
 * heading holding a button with `aria-expanded` and `aria-controls`, each answer a region named
 * by its button; the one-open rule and the 600 ms open and close animation come from the theme
 * package; on screens under 760 px an opened item whose heading left the screen is scrolled to
 * over 900 ms. Items the visitor opened before the page hydrated stay open. Under
 * `prefers-reduced-motion` nothing animates.
 *
 * `initialOpenIndex` out of range opens none (ACC-002). A toggle is an accordion of one item.
 */
export function Accordion({
  idPrefix,
  items,
  oneOpen = false,
  initialOpenIndex,
  headingLevel = 3,
  variant = 'accordion',
}: {
  /** Unique on the page: the block's element ids start with it. */
  idPrefix: string;
  items: readonly AccordionItem[];
  /** ACC-001: opening an item closes the others. */
  oneOpen?: boolean;
  initialOpenIndex?: number | undefined;
  headingLevel?: HeadingLevel;
  variant?: 'accordion' | 'toggle';
}) {
  const [open, setOpen] = useState<OpenItems>(() =>
    initialOpenItems(items.length, initialOpenIndex),
  );
  const [enhanced, setEnhanced] = useState(false);
  const detailsRefs = useRef<(HTMLDetailsElement | null)[]>([]);
  const headingRefs = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    // Take over what the visitor did with the native elements before hydration.
    setOpen((before) => before.map((isOpen, index) => detailsRefs.current[index]?.open ?? isOpen));
    setEnhanced(true);
  }, []);

  const className = `accordion accordion--${variant}${enhanced ? ' accordion--enhanced' : ''}`;

  if (!enhanced) {
    return (
      <div className={className}>
        {items.map((item, index) => (
          <details
            key={item.id}
            ref={(element) => {
              detailsRefs.current[index] = element;
            }}
            className="accordion__item"
            name={oneOpen ? idPrefix : undefined}
            open={open[index]}
          >
            <summary className="accordion__summary">
              <span className="accordion__title">{item.title}</span>
              <span className="accordion__icon" aria-hidden="true" />
            </summary>
            <div className="accordion__panel">
              <div className="accordion__panel-inner">{item.content}</div>
            </div>
          </details>
        ))}
      </div>
    );
  }

  const Heading = `h${headingLevel}` as const;
  const opened = (index: number) => {
    const heading = headingRefs.current[index];
    if (!heading) return;
    const rect = heading.getBoundingClientRect();
    if (
      shouldScrollToOpenedItem(
        { width: window.innerWidth, height: window.innerHeight },
        { top: rect.top, bottom: rect.bottom },
      )
    )
      scrollToElement(heading, ACCORDION_SCROLL_MS, 'anchor');
  };

  return (
    <div className={className}>
      {items.map((item, index) => {
        const buttonId = `${idPrefix}-${item.id}-button`;
        const panelId = `${idPrefix}-${item.id}-panel`;
        const isOpen = open[index] === true;
        return (
          <div key={item.id} className={`accordion__item${isOpen ? ' accordion__item--open' : ''}`}>
            <Heading
              className="accordion__heading"
              ref={(element: HTMLHeadingElement | null) => {
                headingRefs.current[index] = element;
              }}
            >
              <button
                type="button"
                id={buttonId}
                className="accordion__summary"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen((before) => toggleAccordionItem(before, index, oneOpen))}
              >
                <span className="accordion__title">{item.title}</span>
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </Heading>
            <AccordionPanel
              id={panelId}
              labelledBy={buttonId}
              open={isOpen}
              onOpened={() => opened(index)}
            >
              {item.content}
            </AccordionPanel>
          </div>
        );
      })}
    </div>
  );
}

/** A single toggle block (ACC-001): one item that opens and closes on its own. */
export function Toggle({
  idPrefix,
  title,
  initiallyOpen = false,
  headingLevel = 3,
  children,
}: {
  idPrefix: string;
  title: string;
  initiallyOpen?: boolean;
  headingLevel?: HeadingLevel;
  children: ReactNode;
}) {
  return (
    <Accordion
      idPrefix={idPrefix}
      variant="toggle"
      headingLevel={headingLevel}
      initialOpenIndex={initiallyOpen ? 0 : undefined}
      items={[{ id: 'item', title, content: children }]}
    />
  );
}

/**
 * One answer: shown at once when it opens and grown from nothing over 600 ms (ACC-003); kept on
 * screen while it shrinks when it closes, then hidden (so it leaves the accessibility tree and
 * the tab order).
 */
function AccordionPanel({
  id,
  labelledBy,
  open,
  onOpened,
  children,
}: {
  id: string;
  labelledBy: string;
  open: boolean;
  onOpened: () => void;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(open);
  const settledOpen = useRef(open);
  const openedCallback = useRef(onOpened);
  useBrowserLayoutEffect(() => {
    openedCallback.current = onOpened;
  });

  useBrowserLayoutEffect(() => {
    const element = panel.current;
    if (!element || settledOpen.current === open) return;
    settledOpen.current = open;
    if (open) setShown(true);
    const finish = () => {
      if (open) openedCallback.current();
      else setShown(false);
    };
    if (prefersReducedMotion() || typeof element.animate !== 'function') {
      finish();
      return;
    }
    // Measured while shown: an opening panel is already unhidden by this render (`open` shows
    // it), a closing one is still shown until its animation ends.
    const height = `${element.scrollHeight}px`;
    const animation = element.animate(
      [
        { height: open ? '0px' : height, overflow: 'hidden' },
        { height: open ? height : '0px', overflow: 'hidden' },
      ],
      { duration: ACCORDION_ANIMATION_MS, easing: 'ease-in-out' },
    );
    animation.onfinish = finish;
    return () => {
      animation.onfinish = null;
      animation.cancel();
      // Interrupted by the opposite click: the next run starts from the panel's full height.
      if (!open) setShown(false);
    };
  }, [open]);

  return (
    <div
      id={id}
      ref={panel}
      role="region"
      aria-labelledby={labelledBy}
      className="accordion__panel"
      hidden={!(open || shown)}
    >
      <div className="accordion__panel-inner">{children}</div>
    </div>
  );
}
