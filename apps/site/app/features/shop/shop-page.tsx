import { useMemo, type ReactNode } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { ArtworkCard } from './artwork-card';
import { ORDERING_CHOICES } from './shop-query';

import type { loadShopPage } from './shop-page.server';

export type ShopPageData = Awaited<ReturnType<typeof loadShopPage>>;

/** What the shop hands the grid the route draws (the item-lists room, issue 20). */
export interface ShopListParts {
  items: { id: number; node: ReactNode }[];
  toolbarEnd: ReactNode;
  enhanced: boolean;
  empty: ReactNode;
}

/**
 * The shop: works for sale by category, search and ordering, page by page. The grid is the
 * ajax item list the route draws (issue 20, ADR 0028) with the cards and toolbar made here.
 */
export function ShopPage({
  loaderData,
  renderList,
}: {
  loaderData: ShopPageData;
  renderList: (parts: ShopListParts) => ReactNode;
}) {
  const { category, artist, words, ordering, listing } = loaderData;
  const submit = useSubmit();
  const items = useMemo(
    () =>
      listing.items.map((artwork, index) => ({
        id: artwork.id,
        node: <ArtworkCard artwork={artwork} priority={index < 4} />,
      })),
    [listing.items],
  );

  // The shop's own address, trailing slash included: no redirect hop on every sort.
  const orderingForm = (
    <Form
      method="get"
      action="/shop/"
      className="ordering"
      onChange={(event) => submit(event.currentTarget)}
    >
      {category ? <input type="hidden" name="category" value={category.slug} /> : null}
      {artist ? <input type="hidden" name="artist" value={artist.slug} /> : null}
      {words ? <input type="hidden" name="s" value={words} /> : null}
      <label htmlFor="orderby" className="visually-hidden">
        Shop order
      </label>
      <select id="orderby" name="orderby" className="select" defaultValue={ordering} key={ordering}>
        {ORDERING_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--small">
          Sort
        </button>
      </noscript>
    </Form>
  );

  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">The collection</p>
        <h1 className="page__title">
          {words
            ? `Results for “${words}”`
            : artist
              ? `Works by ${artist.name}`
              : (category?.name ?? 'Shop')}
        </h1>
        <p className="lead">
          {category?.description ??
            'Original paintings, drawings and photographs, and limited editions printed in our own studio.'}
        </p>
      </header>

      {renderList({
        items,
        toolbarEnd: orderingForm,
        // An artist's works and a search are states the call does not ask for: links only.
        enhanced: !artist && !words,
        empty: (
          <div className="empty-state">
            <p>
              Nothing in the collection matches{words ? ` “${words}”` : ''}. Try another word, or
              browse all works.
            </p>
            <Link className="button" to="/shop/">
              Browse all works
            </Link>
          </div>
        ),
      })}
    </main>
  );
}
