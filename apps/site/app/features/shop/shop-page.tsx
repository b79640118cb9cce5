import { Form, Link, useSubmit } from 'react-router';
import { ArtworkCard } from './artwork-card';
import { Paginator } from '~/shared/ui/paginator';
import { SHOP_PAGE_SIZE, ORDERING_CHOICES } from './shop-query';

import type { loadShopPage } from './shop-page.server';

type PageData = Awaited<ReturnType<typeof loadShopPage>>;

/** The shop: works for sale by category, search and ordering, page by page. */
export function ShopPage({ loaderData }: { loaderData: PageData }) {
  const { categories, category, artist, words, ordering, listing, currentPage, pages } = loaderData;
  const submit = useSubmit();
  const search = new URLSearchParams();
  if (category) search.set('category', category.slug);
  if (artist) search.set('artist', artist.slug);
  if (words) search.set('s', words);
  if (ordering !== 'menu_order') search.set('orderby', ordering);

  const first = (currentPage - 1) * SHOP_PAGE_SIZE + 1;
  const last = Math.min(listing.total, currentPage * SHOP_PAGE_SIZE);

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

      <nav className="filter-links" aria-label="Collections">
        <Link
          className={`filter-link${category || artist ? '' : ' filter-link--active'}`}
          to="/shop/"
          aria-current={category || artist ? undefined : 'page'}
        >
          All works
        </Link>
        {categories.map((candidate) => (
          <Link
            key={candidate.slug}
            className={`filter-link${candidate.slug === category?.slug ? ' filter-link--active' : ''}`}
            to={`/shop/?category=${candidate.slug}`}
            aria-current={candidate.slug === category?.slug ? 'page' : undefined}
          >
            {candidate.name} <span className="filter-link__count">{candidate.productCount}</span>
          </Link>
        ))}
      </nav>

      <div className="shop-toolbar">
        <p className="shop-toolbar__count" role="status">
          {listing.total === 0
            ? 'No works match.'
            : listing.total <= SHOP_PAGE_SIZE
              ? `Showing all ${listing.total} works`
              : `Showing ${first}–${last} of ${listing.total} works`}
        </p>
        {/* The shop's own address, trailing slash included: no redirect hop on every sort. */}
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
          <select
            id="orderby"
            name="orderby"
            className="select"
            defaultValue={ordering}
            key={ordering}
          >
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
      </div>

      {listing.items.length > 0 ? (
        // The cards' titles are h3s: this h2 keeps the outline from skipping a level.
        <section aria-labelledby="shop-works-title">
          <h2 id="shop-works-title" className="visually-hidden">
            {pages > 1 ? `Works, page ${currentPage} of ${pages}` : 'Works'}
          </h2>
          <div className="artwork-grid">
            {listing.items.map((artwork, index) => (
              <ArtworkCard key={artwork.slug} artwork={artwork} priority={index < 4} />
            ))}
          </div>
        </section>
      ) : (
        <div className="empty-state">
          <p>
            Nothing in the collection matches{words ? ` “${words}”` : ''}. Try another word, or
            browse all works.
          </p>
          <Link className="button" to="/shop/">
            Browse all works
          </Link>
        </div>
      )}

      <Paginator page={currentPage} pages={pages} search={search} label="Shop pages" />
    </main>
  );
}
