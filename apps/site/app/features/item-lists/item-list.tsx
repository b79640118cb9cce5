import { filterAfterClick, listQuery, termForWire } from '@atelier/theme/item-list';
import type { ItemListContentType, ItemListOrder, ItemListSender } from '@atelier/theme/item-list';
import {
  LOAD_MORE_SETTLE_MS,
  loadMoreAfter,
  loadMoreCaption,
  type LoadMoreState,
} from '@atelier/theme/item-list-load-more';
import { REVEAL_RESET_AFTER_RESIZE_MS, revealDelayMs } from '@atelier/theme/item-list-reveal';
import { hoverDirection } from '@atelier/theme/hover-direction';
import { PAGINATION_SCROLL_MS } from '@atelier/theme/scroll-offsets';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import { useNavigate } from 'react-router';
import { prefersReducedMotion, scrollToElement } from '~/shared/animated-scroll';
import { readThemeSettings } from '~/shared/theme-settings';
import { useHydrated } from '~/shared/use-hydrated';
import { itemsOfFragment, requestItemList } from './item-list-client';
import { clearAddressDrawn, markAddressDrawn } from './item-list-navigation';
import {
  ITEM_ID_ATTRIBUTE,
  ItemListItem,
  ItemListPaginator,
  listPageHref,
} from './item-list-parts';
import { ISLAND_PROPS, useIslandLive } from '~/shared/ui/island';

/** LIST-010: how near the load-more button the visitor must come for it to load by itself. */
const LAZY_LOAD_MARGIN = '0px 0px 400px 0px';

export interface ItemListState {
  category?: string | undefined;
  orderby: string;
  order: ItemListOrder;
  page: number;
  pages: number;
  total: number;
}

export interface ItemListProps {
  contentType: ItemListContentType;
  /** The list page's own path (`/portfolio/`): every state's address is on it. */
  basePath: string;
  /** The list's shared nonce (ADR 0023), replaced by each answer's `newNonce` (LIST-005). */
  nonce: string;
  postId: string;
  template: string;
  headingId: string;
  heading: string;
  filters?: {
    label: string;
    allLabel: string;
    terms: readonly { slug: string; name: string; count?: number }[];
  };
  sorts?: { label: string; choices: readonly { by: string; sort: ItemListOrder; label: string }[] };
  /** A paginator, or "Load more" below the items (chosen per grid, ADR 0028). */
  navigation: 'paginator' | 'more';
  state: ItemListState;
  perPage: number;
  defaults: { orderby: string; order: ItemListOrder };
  items: readonly { id: number; node: ReactNode }[];
  gridClassName: string;
  nouns: { one: string; many: string };
  paginatorLabel: string;
  empty: ReactNode;
  /** Drawn after the count (the shop's ordering menu). */
  toolbarEnd?: ReactNode;
  /** False when the page shows a state the call cannot ask for (a search): links only. */
  enhanced?: boolean;
}

interface ViewItem {
  id: number;
  node?: ReactNode;
  html?: string;
  revealDelayMs?: number | undefined;
}

interface View {
  items: ViewItem[];
  state: ItemListState;
  /** The answer's paginator markup once one came (LIST-011); undefined: the first render's. */
  paginationHtml?: string;
  nonce: string;
}

const initialView = (props: ItemListProps): View => ({
  items: props.items.map((item) => ({ id: item.id, node: item.node })),
  state: props.state,
  nonce: props.nonce,
});

const isPlainClick = (event: ReactMouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.defaultPrevented;

/** The count line, announced when it changes (`role="status"`). */
function countText(
  state: ItemListState,
  shown: number,
  perPage: number,
  nouns: ItemListProps['nouns'],
  more: boolean,
) {
  const noun = state.total === 1 ? nouns.one : nouns.many;
  if (state.total === 0) return `No ${nouns.many} match.`;
  // A "Load more" grid counts what it has gathered from the first page on; its later page
  // reached by link (no JavaScript, `?page=2`) shows that page alone, so it gives the range.
  const gathered = more && !(state.page > 1 && shown <= perPage);
  if (gathered || state.pages === 1) {
    return shown >= state.total
      ? `Showing all ${state.total} ${noun}`
      : `Showing ${shown} of ${state.total} ${noun}`;
  }
  const first = (state.page - 1) * perPage + 1;
  return `Showing ${first}–${first + shown - 1} of ${state.total} ${noun}`;
}

/**
 * LIST-001…012, LIST-014…018: an item grid whose filters, sorts, paginator and "Load more" are
 * links the server renders (every state has an address, and the page works without
 * JavaScript), enhanced after hydration into `presscore_template_ajax` calls: a newer call
 * aborts the one in flight, only success answers are drawn (a failure says so and keeps what is
 * shown), the nonce is replaced, the paginator replaced or hidden, the address pushed (Back runs
 * the route's loader again), and the new items reveal one after another.
 */
export function ItemList(props: ItemListProps) {
  const hydrated = useHydrated();
  const enhanced = hydrated && props.enhanced !== false;
  const navigate = useNavigate();
  const [view, setView] = useState<View>(() => initialView(props));
  // A new first page from the loader (Back, the ordering menu, a link) replaces whatever the
  // calls drew.
  const [drawnFrom, setDrawnFrom] = useState(props.items);
  if (drawnFrom !== props.items) {
    setDrawnFrom(props.items);
    setView(initialView(props));
  }
  const [loadMore, setLoadMore] = useState<LoadMoreState>('idle');
  const [failure, setFailure] = useState<string>();
  const inFlight = useRef<AbortController | undefined>(undefined);
  const sectionRef = useRef<HTMLElement>(null);
  // An island where a page loads its code after the first load (the shop's list): until it is
  // live its links are plain page loads.
  useIslandLive(sectionRef);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<{ kind: 'heading' } | { kind: 'item'; id: number } | undefined>(
    undefined,
  );

  const { basePath, defaults, state: _initial, ...rest } = props;
  const { state } = view;
  const addressOf = (next: {
    category?: string | undefined;
    orderby: string;
    order: ItemListOrder;
    page: number;
  }) =>
    listPageHref(
      basePath,
      new URLSearchParams(
        listQuery({ ...next, defaultOrderby: defaults.orderby, defaultOrder: defaults.order }),
      ),
      next.page,
    );

  const run = useCallback(
    async (
      sender: ItemListSender,
      next: { category?: string | undefined; orderby: string; order: ItemListOrder; page: number },
    ) => {
      // LIST-006: a new request aborts the one in flight.
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setFailure(undefined);
      if (sender === 'more') setLoadMore((current) => loadMoreAfter(current, 'start'));
      const result = await requestItemList(
        {
          postId: rest.postId,
          paged: view.state.page,
          targetPage: next.page,
          term: termForWire(next.category),
          orderby: next.orderby,
          order: next.order,
          nonce: view.nonce,
          visibleItems: view.items.map((item) => item.id),
          contentType: rest.contentType,
          pageData: { layout: 'masonry', template: rest.template },
          sender,
        },
        controller.signal,
      );
      if (inFlight.current !== controller) return;
      inFlight.current = undefined;
      if (sender === 'more') {
        setLoadMore((current) => loadMoreAfter(current, result.ok ? 'loaded' : 'failed'));
        window.setTimeout(
          () => setLoadMore((current) => loadMoreAfter(current, 'settled')),
          LOAD_MORE_SETTLE_MS,
        );
      }
      if (!result.ok) {
        if (!result.aborted) setFailure(result.message);
        return;
      }
      const { answer } = result;
      const fresh = itemsOfFragment(answer.html);
      const reduced = prefersReducedMotion();
      const width = window.innerWidth;
      const removed = new Set(answer.itemsToDelete);
      const kept = sender === 'more' ? view.items.filter((item) => !removed.has(item.id)) : [];
      const keptIds = new Set(kept.map((item) => item.id));
      const added = fresh
        .filter((item) => !keptIds.has(item.id))
        .map((item, index) => ({
          id: item.id,
          html: item.html,
          // LIST-007, LIST-008: hidden, then revealed in turn; never under reduced motion.
          revealDelayMs: reduced ? undefined : revealDelayMs(index, width),
        }));
      const nextState: ItemListState = {
        category: next.category,
        orderby: answer.orderby,
        order: answer.order,
        page: answer.currentPage,
        pages: answer.pages,
        total: answer.total,
      };
      setView({
        items: [...kept, ...added],
        state: nextState,
        paginationHtml: answer.paginationHtml,
        nonce: answer.newNonce,
      });
      if (sender === 'more') {
        if (added[0]) focusNext.current = { kind: 'item', id: added[0].id };
      } else {
        if (sender === 'paginator') focusNext.current = { kind: 'heading' };
        const address = addressOf({ ...nextState, category: next.category });
        markAddressDrawn(address);
        // The answer drew this state: the route's loader is skipped for it (LIST-007: the items
        // just revealed stay as drawn) until the navigation settles.
        void Promise.resolve(navigate(address, { preventScrollReset: true })).finally(() =>
          clearAddressDrawn(address),
        );
        if (sender === 'paginator' && sectionRef.current) {
          scrollToElement(sectionRef.current, PAGINATION_SCROLL_MS, 'pagination');
        }
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the view is read as it is at the click
    [view, navigate, rest.contentType, rest.postId, rest.template],
  );

  // Keyboard users land where the change is: the heading after a page change, the first new
  // item after "Load more".
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = undefined;
    if (target.kind === 'heading') headingRef.current?.focus({ preventScroll: true });
    else {
      const item = gridRef.current?.querySelector<HTMLElement>(
        `[${ITEM_ID_ATTRIBUTE}="${target.id}"] a[href], [${ITEM_ID_ATTRIBUTE}="${target.id}"] button`,
      );
      item?.focus({ preventScroll: false });
    }
  }, [view]);

  // LIST-018: the reveal resets 2500 ms after a resize (the items simply show).
  useEffect(() => {
    let timer: number | undefined;
    const onResize = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        setView((current) =>
          current.items.some((item) => item.revealDelayMs !== undefined)
            ? { ...current, items: current.items.map(({ revealDelayMs: _, ...item }) => item) }
            : current,
        );
      }, REVEAL_RESET_AFTER_RESIZE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.clearTimeout(timer);
    };
  }, []);

  // Leaving the page abandons the call in flight.
  useEffect(() => () => inFlight.current?.abort(), []);

  const hasMore = state.page < state.pages;
  const loadNext = useRef<() => void>(() => undefined);
  useEffect(() => {
    loadNext.current = () => {
      if (loadMore !== 'idle' || inFlight.current) return;
      void run('more', { ...state, page: state.page + 1 });
    };
  });

  // LIST-010, DEC-18: with the theme's lazy loading on, "Load more" loads as it comes near.
  useEffect(() => {
    if (!enhanced || props.navigation !== 'more' || !hasMore) return;
    if (!readThemeSettings()?.themeSettings.lazyLoading) return;
    const button = moreRef.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNext.current();
      },
      { rootMargin: LAZY_LOAD_MARGIN },
    );
    observer.observe(button);
    return () => observer.disconnect();
  }, [enhanced, props.navigation, hasMore, loadMore]);

  const onFilter = (event: ReactMouseEvent, slug: string | undefined) => {
    if (!enhanced || !isPlainClick(event)) return;
    event.preventDefault();
    // LIST-015: the active category clicked again shows all.
    void run('filter', { ...state, category: filterAfterClick(state.category, slug), page: 1 });
  };
  const onSort = (event: ReactMouseEvent, orderby: string, order: ItemListOrder) => {
    if (!enhanced || !isPlainClick(event)) return;
    event.preventDefault();
    void run('filter', { ...state, orderby, order, page: 1 });
  };
  const onPaginator = (event: ReactMouseEvent) => {
    if (!enhanced || !isPlainClick(event)) return;
    const link = (event.target as Element).closest('a[data-page]');
    const page = Number(link?.getAttribute('data-page'));
    if (!link || !Number.isSafeInteger(page) || page < 1) return;
    event.preventDefault();
    void run('paginator', { ...state, page });
  };
  // The items an answer drew are markup, not React: their site links go through the router
  // (the links React Router draws carry `data-discover`), the rest (pictures) as they are.
  const onGridClick = (event: ReactMouseEvent) => {
    if (!isPlainClick(event)) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>(
      'a[data-discover][href^="/"]',
    );
    if (!link?.closest('[data-injected]')) return;
    event.preventDefault();
    void navigate(link.getAttribute('href') ?? '/');
  };

  // MISC-009: an item marked `data-hover-direction` learns the side the pointer came in by
  // (`data-hover-from`), and its overlay's CSS slides in from there; when the pointer leaves,
  // the side it left by, so the overlay slides out that way (as the theme's hover-direction
  // plugin does). On entry the overlay is first put on the entry side without a transition
  // (`data-hover-placing`, one style flush), so it never slides in from where it last left.
  const markHoverSide = (event: ReactPointerEvent) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-hover-direction]');
    if (!target) return;
    const other = event.relatedTarget;
    if (other instanceof Node && target.contains(other)) return;
    const box = target.getBoundingClientRect();
    const side = hoverDirection(box, { x: event.clientX, y: event.clientY });
    if (event.type !== 'pointerover') {
      target.setAttribute('data-hover-from', side);
      return;
    }
    target.setAttribute('data-hover-placing', '');
    target.setAttribute('data-hover-from', side);
    for (const overlay of target.children) void getComputedStyle(overlay).transform;
    target.removeAttribute('data-hover-placing');
  };

  const search = new URLSearchParams(
    listQuery({
      ...state,
      defaultOrderby: defaults.orderby,
      defaultOrder: defaults.order,
    }),
  );
  const more = props.navigation === 'more';
  const busy = loadMore !== 'idle';

  return (
    <section
      ref={sectionRef}
      {...ISLAND_PROPS}
      className="item-list"
      aria-labelledby={props.headingId}
      data-content-type={props.contentType}
    >
      <h2 id={props.headingId} ref={headingRef} tabIndex={-1} className="visually-hidden">
        {props.heading}
        {!more && state.pages > 1 ? `, page ${state.page} of ${state.pages}` : ''}
      </h2>
      {props.filters ? (
        <nav className="filter-links item-list__filters" aria-label={props.filters.label}>
          <a
            href={addressOf({ ...state, category: undefined, page: 1 })}
            className={`filter-link${state.category ? '' : ' filter-link--active'}`}
            aria-current={state.category ? undefined : 'page'}
            data-filter="*"
            data-by={state.orderby}
            data-sort={state.order}
            onClick={(event) => onFilter(event, undefined)}
          >
            {props.filters.allLabel}
          </a>
          {props.filters.terms.map((term) => {
            const active = term.slug === state.category;
            return (
              <a
                key={term.slug}
                // Without JavaScript too, the active category's link shows all (LIST-015).
                href={addressOf({ ...state, category: active ? undefined : term.slug, page: 1 })}
                className={`filter-link${active ? ' filter-link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                data-filter={term.slug}
                data-by={state.orderby}
                data-sort={state.order}
                onClick={(event) => onFilter(event, term.slug)}
              >
                {term.name}
                {term.count !== undefined ? (
                  <>
                    {' '}
                    <span className="filter-link__count">{term.count}</span>
                  </>
                ) : null}
              </a>
            );
          })}
        </nav>
      ) : null}
      {props.sorts ? (
        <nav className="filter-links item-list__sorts" aria-label={props.sorts.label}>
          {props.sorts.choices.map((choice) => {
            const active = choice.by === state.orderby && choice.sort === state.order;
            return (
              <a
                key={`${choice.by}-${choice.sort}`}
                href={addressOf({ ...state, orderby: choice.by, order: choice.sort, page: 1 })}
                className={`filter-link filter-link--sort${active ? ' filter-link--active' : ''}`}
                aria-current={active ? 'true' : undefined}
                data-by={choice.by}
                data-sort={choice.sort}
                onClick={(event) => onSort(event, choice.by, choice.sort)}
              >
                {choice.label}
              </a>
            );
          })}
        </nav>
      ) : null}
      <div className="item-list__toolbar">
        <p className="item-list__count" role="status">
          {countText(state, view.items.length, props.perPage, props.nouns, more)}
        </p>
        {props.toolbarEnd}
      </div>
      {failure ? (
        <p className="item-list__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {view.items.length > 0 ? (
        <div
          ref={gridRef}
          className={`item-list__grid ${props.gridClassName}`}
          onClick={onGridClick}
          onPointerOver={markHoverSide}
          onPointerOut={markHoverSide}
          aria-busy={busy || undefined}
        >
          {view.items.map((item) =>
            item.html !== undefined ? (
              <div key={item.id} data-injected="" className="item-list__slot">
                <ItemListItem id={item.id} html={item.html} revealDelayMs={item.revealDelayMs} />
              </div>
            ) : (
              <div key={item.id} className="item-list__slot">
                <ItemListItem id={item.id}>{item.node}</ItemListItem>
              </div>
            ),
          )}
        </div>
      ) : (
        props.empty
      )}
      {more ? (
        hasMore ? (
          <p className="item-list__more">
            {enhanced ? (
              <button
                ref={moreRef}
                type="button"
                className="button item-list__more-button"
                data-state={loadMore}
                aria-disabled={busy || undefined}
                onClick={() => loadNext.current()}
              >
                {loadMoreCaption(loadMore, {
                  idle: `Load more ${props.nouns.many}`,
                  loading: 'Loading…',
                })}
              </button>
            ) : (
              <a
                className="button item-list__more-button"
                href={addressOf({ ...state, page: state.page + 1 })}
              >
                {`Next ${props.nouns.many}`}
              </a>
            )}
          </p>
        ) : null
      ) : (
        // LIST-011: the first render's paginator, then the answer's (or none, hidden).
        <div
          className="item-list__paginator"
          onClick={onPaginator}
          hidden={view.paginationHtml === '' || undefined}
          {...(view.paginationHtml !== undefined
            ? { dangerouslySetInnerHTML: { __html: view.paginationHtml } }
            : {})}
        >
          {view.paginationHtml === undefined ? (
            <ItemListPaginator
              basePath={basePath}
              search={search}
              page={state.page}
              pages={state.pages}
              label={props.paginatorLabel}
            />
          ) : null}
        </div>
      )}
    </section>
  );
}
