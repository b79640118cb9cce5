import { Link } from 'react-router';
import { ArtworkCard } from '~/features/shop/artwork-card';
import { PostCard } from '~/features/journal/post-card';
import { MainSlideshow } from '~/features/sliders/main-slideshow';
import { mainSlideshowShell } from '~/features/sliders/main-slideshow-shell.server';
import { DEMO_HOME_SLIDESHOW } from '@atelier/demo-content/home-slideshow';
import { DeferredPoll } from '~/features/polls/deferred-poll';
import { loadPagePoll } from '~/features/polls/poll-page.server';
import { EXHIBITION_POLL_ID } from '@atelier/demo-content/polls';
import { sitePage } from '~/shared/page.server';
import { pageShows } from '~/shared/page-dependencies.server';
import { PRIVATE_VIEWING_POPUP_ID } from '@atelier/demo-content/popups';
import type { Route } from './+types/home';
import { seoMeta } from '~/shared/seo';
import { siteDetails } from '~/shared/site.server';
import { organisationData } from '~/shared/structured-data.server';

/**
 * The featured grid shows whole rows at every width: six works make two rows of three on a
 * desktop or tablet and three rows of two on a phone (see `.artwork-grid--featured`). The works
 * the slideshow shows may be among them: it shows them in a room, the grid as works for sale.
 */
const FEATURED_IN_GRID = 6;

export async function loader({ context }: Route.LoaderArgs) {
  pageShows(
    context,
    'pages:home',
    'products',
    'categories',
    'artists',
    'images',
    'posts',
    'testimonials',
    'sliders',
  );
  const [{ page, summary }, slideshow, featured, categories, posts, testimonials, poll] =
    await Promise.all([
      sitePage(context, 'home', 'home'),
      // Issue 19: the main slideshow (its first slide is the page's largest paint).
      context.services.sliders.bySlug(DEMO_HOME_SLIDESHOW.slug),
      context.services.catalogue.featured(FEATURED_IN_GRID),
      context.services.catalogue.categoriesWithCounts(),
      context.services.content.recentPosts(3),
      context.services.content.testimonials(),
      // The poll without its results: the page stays the same for everyone (ADR 0013).
      loadPagePoll(context, { id: EXHIBITION_POLL_ID }),
    ]);
  return {
    page,
    summary,
    slideshow: slideshow ? { slider: slideshow, shell: mainSlideshowShell(slideshow) } : null,
    featured,
    categories,
    posts,
    testimonial: testimonials[0],
    poll,
    structuredData: [organisationData(context.services.publicUrl, siteDetails)],
  };
}

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    description:
      args.data?.summary ||
      'Atelier is a contemporary art gallery in Lisbon: original works, limited editions and commissions.',
    structuredData: args.data?.structuredData,
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slideshow, featured, categories, posts, testimonial, summary, poll } = loaderData;
  // Fewer featured works than a grid's worth: only whole rows of two (the phone's) are shown.
  const rest = featured.slice(0, featured.length - (featured.length % 2));
  return (
    <main id="main" tabIndex={-1}>
      <div className="home-opening container">
        <header className="home-opening__intro">
          <div>
            <p className="eyebrow">Now showing</p>
            <h1 className="hero__title">Art for slow looking</h1>
          </div>
          <div>
            <p className="hero__lead">{summary}</p>
            <p className="button-row">
              <Link className="button" to="/shop/">
                Explore the collection
              </Link>
              <Link className="button button--ghost" to="/commission/">
                Commission a work
              </Link>
            </p>
            {/* Opens the private-viewing popup (its click trigger); without JavaScript, the
                contact page. */}
            <p className="hero__viewing">
              Prefer to see the works in person?{' '}
              <Link className={`popmake-${PRIVATE_VIEWING_POPUP_ID}`} to="/contact/">
                Book a private viewing
              </Link>
            </p>
          </div>
        </header>
        {slideshow ? (
          <div className="home-opening__slideshow">
            <MainSlideshow slider={slideshow.slider} shell={slideshow.shell} />
          </div>
        ) : null}
      </div>

      <section className="section container" aria-labelledby="featured-title">
        <header className="section__header">
          <h2 id="featured-title" className="section__title">
            Featured works
          </h2>
          <Link to="/shop/" className="section__more">
            See all works
          </Link>
        </header>
        {/* Below the slideshow on every screen: loaded lazily, so nothing competes with it. */}
        <div className="artwork-grid artwork-grid--featured">
          {rest.map((artwork) => (
            <ArtworkCard key={artwork.slug} artwork={artwork} />
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="categories-title">
        <div className="container">
          <h2 id="categories-title" className="section__title">
            Browse by collection
          </h2>
          <ul className="category-tiles">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link className="category-tile" to={`/shop/?category=${category.slug}`}>
                  <span className="category-tile__name">{category.name}</span>
                  <span className="category-tile__count">
                    {category.productCount} {category.productCount === 1 ? 'work' : 'works'}
                  </span>
                  <span className="category-tile__text">{category.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonial ? (
        <section className="section container quote-section" aria-label="What collectors say">
          <figure className="big-quote">
            <blockquote>
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <figcaption>
              {testimonial.name}, <span>{testimonial.role}</span>
            </figcaption>
          </figure>
          <Link to="/testimonials/" className="section__more">
            More from our collectors
          </Link>
        </section>
      ) : null}

      <section className="section container" aria-labelledby="journal-title">
        <header className="section__header">
          <h2 id="journal-title" className="section__title">
            From the journal
          </h2>
          <Link to="/blog/" className="section__more">
            All journal entries
          </Link>
        </header>
        <div className="post-grid">
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} />
          ))}
        </div>
      </section>

      {poll ? (
        <section className="section section--tinted" aria-labelledby="poll-intro-title">
          <div className="container poll-section">
            <header>
              <p className="eyebrow">Have your say</p>
              <h2 id="poll-intro-title" className="section__title">
                Help us plan the next exhibition
              </h2>
            </header>
            <DeferredPoll poll={poll} headingLevel={3} hideTitle />
          </div>
        </section>
      ) : null}
    </main>
  );
}
