import type { ItemListOrder, ListTerm } from '@atelier/theme/item-list';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ArtworkCard, type ArtworkCardData } from '~/features/shop/artwork-card';
import { ORDERING_CHOICES, SHOP_PAGE_SIZE, type OrderingValue } from '~/features/shop/shop-query';
import { pageCount } from '~/shared/pagination';

export type ShopListArtwork = ArtworkCardData & { id: number };

interface Catalogue {
  listProducts(options: {
    categorySlug?: string | undefined;
    ordering: OrderingValue;
    page: number;
    perPage: number;
  }): Promise<{ items: ShopListArtwork[]; total: number }>;
  categoriesWithCounts(): Promise<{ slug: string; name: string; productCount: number }[]>;
}

const ORDERINGS = ORDERING_CHOICES.map((choice) => choice.value);

/**
 * The shop grid's list source (ADR 0028): the catalogue's own query per state (category,
 * the shop's orderings of SHOP-001 — `date` among them — and page), each card the shop's
 * `ArtworkCard`. The shop's orderings carry their direction, so `order` is not read.
 */
export function shopListSource(catalogue: Catalogue) {
  return {
    contentType: 'shop' as const,
    basePath: '/shop/',
    perPage: SHOP_PAGE_SIZE,
    orderbys: ORDERINGS,
    defaultOrder: 'desc' as ItemListOrder,
    paginatorLabel: 'Shop pages',
    async terms() {
      return (await catalogue.categoriesWithCounts()).map((category) => ({
        slug: category.slug,
        name: category.name,
        count: category.productCount,
      }));
    },
    async page(query: { term: ListTerm; orderby: string; order: ItemListOrder; page: number }) {
      // '0' is no category: nothing matches (LIST-003).
      if (query.term.kind === 'none') return { items: [], total: 0, pages: 1 };
      const ordering = ORDERINGS.find((value) => value === query.orderby) ?? 'menu_order';
      const listing = await catalogue.listProducts({
        categorySlug: query.term.kind === 'slug' ? query.term.slug : undefined,
        ordering,
        page: query.page,
        perPage: SHOP_PAGE_SIZE,
      });
      return { ...listing, pages: pageCount(listing.total, SHOP_PAGE_SIZE) };
    },
    idOf: (artwork: ShopListArtwork) => artwork.id,
    renderItem: (artwork: ShopListArtwork) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <ArtworkCard artwork={artwork} />
        </MemoryRouter>,
      ),
  };
}

export type ShopListSource = ReturnType<typeof shopListSource>;
