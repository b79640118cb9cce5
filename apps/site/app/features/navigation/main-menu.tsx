import { INITIAL_TAP_STATE, isTouchTap, menuTap } from '@atelier/theme/menu-timing';
import { useEffect, useRef, useState } from 'react';
import type { moveFocus } from './main-menu-keys';
import { Link, useLocation } from 'react-router';
import {
  MAIN_MENU,
  menuItemMatch,
  onePageTarget,
  samePath,
  type MenuItem,
} from './main-navigation';
import { useOnePageSection } from './one-page-state';
import { useHydrated } from '~/shared/use-hydrated';

/**
 * The keys of the disclosure navigation's arrow support. Their handler is its own chunk, asked
 * for on the first focus or pointer in the menu (the first-load budget); the keys it takes are
 * known here, so the page never scrolls under an arrow while it loads.
 */
const MENU_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);
const loadMenuKeys = () => import('./main-menu-keys');

/** Below the header's switch point the menu is the phone panel: sub-levels drill down. */
const drillsDown = () => window.matchMedia('(max-width: 1199.98px)').matches;

/**
 * The main menu's items (NAV-001, NAV-002): the disclosure navigation pattern. Each parent is
 * its link and, next to it, a button with `aria-expanded` that opens its sub-menu. On a wide
 * screen a sub-menu drops down (on hover after 100 ms, hidden 150 ms after the pointer leaves,
 * in CSS: that needs no script, and neither does `:focus-within`); on the phone panel it opens
 * as its own level with a "Back" item at its top. On touch the first tap on a parent opens it,
 * the second follows its link (`menuTap`). Escape closes a sub-menu and puts focus back on its
 * button; arrows move between items (`main-menu-keys.ts`).
 *
 * `idPrefix` keeps the ids of the header's menu and the floating copy apart.
 */
export default function MainMenu({ idPrefix }: { idPrefix: string }) {
  const location = useLocation();
  const here = location.pathname;
  // The open sub-menu, remembered with the page it was opened on: any navigation closes it.
  const [opened, setOpened] = useState<{ index: number; on: string } | null>(null);
  const openIndex = opened?.on === `${here}${location.search}` ? opened.index : null;
  const list = useRef<HTMLUListElement>(null);
  const tapState = useRef(INITIAL_TAP_STATE);
  const touchStartedAt = useRef<number | undefined>(undefined);
  const keys = useRef<typeof moveFocus | undefined>(undefined);
  // Once live, the sub-menus follow the buttons (and hover); `:focus-within` keeps them open
  // only for a page without scripts, where it is the keyboard's only way in.
  const live = useHydrated();

  const open = (index: number | null) => {
    if (index === null) tapState.current = INITIAL_TAP_STATE;
    setOpened(index === null ? null : { index, on: `${here}${location.search}` });
  };

  // A click or tap outside the menu closes the open sub-menu (and forgets a first tap).
  useEffect(() => {
    if (openIndex === null) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && list.current?.contains(event.target)) return;
      tapState.current = INITIAL_TAP_STATE;
      setOpened(null);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [openIndex]);

  const expandId = (index: number) => `${idPrefix}-expand-${index}`;
  const focusSoon = (selector: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  const toggleSub = (index: number) => {
    if (openIndex === index) {
      open(null);
      return;
    }
    open(index);
    // The phone panel's level replaces the list the button was in: focus goes to its "Back".
    if (drillsDown()) focusSoon(`#${idPrefix}-back-${index}`);
  };

  const closeSub = (index: number) => {
    open(null);
    focusSoon(`#${expandId(index)}`);
  };

  const enhance = () => {
    if (!keys.current) void loadMenuKeys().then((module) => (keys.current = module.moveFocus));
  };

  return (
    <ul
      ref={list}
      className={`main-nav__list${live ? ' main-nav__list--live' : ''}${
        openIndex !== null ? ' main-nav__list--drilled' : ''
      }`}
      onPointerDown={(event) => {
        if (event.pointerType === 'touch') touchStartedAt.current = event.timeStamp;
        enhance();
      }}
      onFocus={enhance}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && openIndex !== null) {
          // Before the header's own Escape (which closes the whole phone panel).
          event.preventDefault();
          closeSub(openIndex);
          return;
        }
        if (!MENU_KEYS.has(event.key) || !list.current) return;
        event.preventDefault();
        const native = event.nativeEvent;
        const root = list.current;
        const controls = { open: (index: number) => open(index) };
        if (keys.current) keys.current(native, root, controls);
        else void loadMenuKeys().then((module) => module.moveFocus(native, root, controls));
      }}
    >
      {MAIN_MENU.map((item, index) => {
        const children = item.children;
        if (!children) {
          return (
            <li key={item.to} className="main-nav__item">
              <MenuLink item={item} top here={here} />
            </li>
          );
        }
        const isOpen = openIndex === index;
        const subId = `${idPrefix}-sub-${index}`;
        return (
          <li
            key={item.to}
            className={`main-nav__item main-nav__item--parent${isOpen ? ' main-nav__item--open' : ''}`}
            onBlur={(event) => {
              // Tab out of an open item closes it (focus leaving the whole item, not moving in it).
              if (
                isOpen &&
                event.relatedTarget instanceof Node &&
                !event.currentTarget.contains(event.relatedTarget)
              )
                open(null);
            }}
          >
            <button
              type="button"
              id={`${idPrefix}-back-${index}`}
              className="main-nav__back"
              onClick={() => closeSub(index)}
            >
              Back<span className="visually-hidden"> to the menu</span>
            </button>
            <MenuLink
              item={item}
              top
              here={here}
              onClick={(event) => {
                // NAV-002 on touch: the first tap opens and marks, the second follows.
                if (!isTouchTap(touchStartedAt.current, event.timeStamp)) return;
                const tap = menuTap(tapState.current, { item: item.to, hasSubmenu: true });
                tapState.current = tap.state;
                if (tap.action !== 'open') return;
                event.preventDefault();
                setOpened({ index, on: `${here}${location.search}` });
              }}
            />
            <button
              type="button"
              id={expandId(index)}
              className="main-nav__expand"
              aria-expanded={isOpen}
              aria-controls={subId}
              onClick={() => toggleSub(index)}
            >
              <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
                <path d="M3 4.5l3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
              <span className="visually-hidden">{item.label} pages</span>
            </button>
            <ul id={subId} className="main-nav__sub">
              {children.map((child) => (
                <li key={child.to}>
                  <MenuLink item={child} top={false} here={here} />
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

/** A link of the menu, marked when it is the current page, holds it, or is its section. */
function MenuLink({
  item,
  top,
  here,
  onClick,
}: {
  item: MenuItem;
  top: boolean;
  here: string;
  onClick?: React.MouseEventHandler<HTMLAnchorElement>;
}) {
  const onePage = useOnePageSection();
  const section = onePageTarget(item.to);
  const sectionCurrent =
    section !== undefined &&
    onePage !== undefined &&
    samePath(onePage.path, section.path) &&
    onePage.section === section.section;
  const match = menuItemMatch(item, here);
  // The one-page page's plain item is its 'up' section too (NAV-007).
  const upCurrent = onePage?.section === 'up' && samePath(onePage.path, item.to);
  const marked = sectionCurrent || upCurrent || match !== null;
  return (
    <Link
      to={item.to}
      className={`${top ? 'main-nav__link' : 'main-nav__sublink'}${marked ? ' main-nav__link--active' : ''}`}
      aria-current={
        match === 'page' ? 'page' : sectionCurrent || upCurrent ? 'location' : undefined
      }
      prefetch="intent"
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
