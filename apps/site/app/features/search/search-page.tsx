import { Form, Link } from 'react-router';
import type { UnwrapData } from '~/shared/route-data';
import { SEARCH_EXAMPLES, SEARCH_MAX_LENGTH, SEARCH_PATH } from '~/shared/site-search';
import { Picture } from '~/shared/ui/picture';
import type { loadSearchPage } from './search-page.server';

type PageData = UnwrapData<Awaited<ReturnType<typeof loadSearchPage>>>;
type Group = PageData['groups'][number];
type Hit = Group['hits'][number];

const KIND_HEADINGS: Record<Group['kind'], { one: string; many: string }> = {
  work: { one: 'work', many: 'Works' },
  artist: { one: 'artist', many: 'Artists' },
  journal: { one: 'journal entry', many: 'Journal' },
  project: { one: 'project', many: 'Portfolio projects' },
};

const PLURALS: Record<Group['kind'], string> = {
  work: 'works',
  artist: 'artists',
  journal: 'journal entries',
  project: 'projects',
};

const countOf = (group: Group) =>
  `${group.total} ${group.total === 1 ? KIND_HEADINGS[group.kind].one : PLURALS[group.kind]}`;

const searchHref = (words: string) => `${SEARCH_PATH}?s=${encodeURIComponent(words)}`;

/** Where a hit leads: the work, the artist's works in the shop, the entry, the project's page. */
function hrefOf(hit: Hit, plainTitle: string): string {
  switch (hit.kind) {
    case 'work':
      return `/product/${hit.slug}/`;
    case 'artist':
      return `/shop/?s=${encodeURIComponent(plainTitle)}`;
    case 'journal':
      return `/blog/${hit.slug}/`;
    case 'project':
      return `/portfolio/${hit.slug}/`;
  }
}

/** The visitor's words marked in a title or snippet; every part is React text, never HTML. */
function Highlighted({ parts }: { parts: Hit['title'] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}

/** The fuller listing behind a kind with more hits than the page shows. */
function moreLink(group: Group, words: string) {
  if (group.total <= group.hits.length) return null;
  if (group.kind === 'work') {
    return {
      href: `/shop/?s=${encodeURIComponent(words)}`,
      label: 'All matching works in the shop',
    };
  }
  if (group.kind === 'journal') return { href: '/blog/', label: 'Browse the journal' };
  if (group.kind === 'project') return { href: '/portfolio/', label: 'Browse the portfolio' };
  return null;
}

function Suggestions({ heading }: { heading: string }) {
  return (
    <div className="search-suggestions">
      <h2 className="section__title section__title--small">{heading}</h2>
      <ul className="filter-links" aria-label="Example searches">
        {SEARCH_EXAMPLES.map((example) => (
          <li key={example}>
            <Link className="filter-link" to={searchHref(example)}>
              {example}
            </Link>
          </li>
        ))}
      </ul>
      <p>
        Or browse <Link to="/shop/">the shop</Link>, <Link to="/blog/">the journal</Link> and{' '}
        <Link to="/portfolio/">the portfolio</Link>.
      </p>
    </div>
  );
}

/** The search results page: the visitor's words kept in the field, results grouped by kind. */
export function SearchPage({ loaderData }: { loaderData: PageData }) {
  const { words, groups, tooLong } = loaderData;
  const found = groups.filter((group) => group.total > 0);
  const total = found.reduce((sum, group) => sum + group.total, 0);
  const summary = tooLong
    ? `Please search with at most ${SEARCH_MAX_LENGTH} characters.`
    : !words
      ? 'Works, artists, journal entries and portfolio projects.'
      : total === 0
        ? `Nothing matched “${words}”.`
        : `${total} ${total === 1 ? 'result' : 'results'}: ${found.map(countOf).join(', ')}.`;

  return (
    <main id="main" tabIndex={-1} className="page container search-page">
      <header className="page__header">
        <p className="eyebrow">Search</p>
        <h1 className="page__title">
          {words && !tooLong ? `Results for “${words}”` : 'Search the gallery'}
        </h1>
        <p className={tooLong ? 'notice notice--error' : 'lead'} role="status">
          {summary}
        </p>
      </header>

      <Form method="get" action={SEARCH_PATH} role="search" className="search-page__form">
        <label htmlFor="search-page-input" className="visually-hidden">
          Search works, artists, the journal and projects
        </label>
        <input
          // A new search replaces the field's text with the words searched.
          key={words}
          id="search-page-input"
          className="input search-page__input"
          type="search"
          name="s"
          defaultValue={words}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={`e.g. ${SEARCH_EXAMPLES.join(', ')}`}
          autoComplete="off"
          required
        />
        <button type="submit" className="button">
          Search
        </button>
      </Form>

      {found.length > 1 ? (
        <nav className="filter-links search-page__jump" aria-label="Result kinds">
          {found.map((group) => (
            <a key={group.kind} className="filter-link" href={`#search-${group.kind}`}>
              {KIND_HEADINGS[group.kind].many}{' '}
              <span className="filter-link__count">({group.total})</span>
            </a>
          ))}
        </nav>
      ) : null}

      {found.map((group) => {
        const more = moreLink(group, words);
        return (
          <section
            key={group.kind}
            className="search-group"
            id={`search-${group.kind}`}
            aria-labelledby={`search-${group.kind}-heading`}
          >
            <h2 className="section__title search-group__title" id={`search-${group.kind}-heading`}>
              {KIND_HEADINGS[group.kind].many}{' '}
              <span className="search-group__count">({group.total})</span>
            </h2>
            <ul className="search-results">
              {group.hits.map((hit) => {
                const plainTitle = hit.title.map((part) => part.text).join('');
                return (
                  <li key={hit.slug} className="search-result">
                    {hit.image ? (
                      <Picture
                        image={hit.image}
                        sizes="96px"
                        alt=""
                        className="search-result__picture"
                      />
                    ) : (
                      <span className="search-result__picture search-result__picture--initial">
                        {plainTitle.slice(0, 1)}
                      </span>
                    )}
                    <div className="search-result__body">
                      <h3 className="search-result__title">
                        <Link to={hrefOf(hit, plainTitle)}>
                          <Highlighted parts={hit.title} />
                        </Link>
                      </h3>
                      <p className="search-result__context">{hit.context}</p>
                      {hit.snippet.length > 0 ? (
                        <p className="search-result__snippet">
                          <Highlighted parts={hit.snippet} />
                        </p>
                      ) : null}
                    </div>
                  </li>
                );
              })}
            </ul>
            {more ? (
              <p className="section__more">
                <Link to={more.href}>{more.label}</Link>
              </p>
            ) : null}
          </section>
        );
      })}

      {tooLong ? null : words && total === 0 ? (
        <div className="empty-state search-page__empty">
          <p>
            Check the spelling, try fewer words, or the start of a word (“screen” finds
            screenprints).
          </p>
          <Suggestions heading="Try one of these" />
        </div>
      ) : !words ? (
        <Suggestions heading="Popular searches" />
      ) : null}
    </main>
  );
}
