import { useMemo } from 'react';
import { data, isRouteErrorResponse } from 'react-router';
import { ItemList } from '~/features/item-lists/item-list';
import { DATE_AND_NAME_SORTS, listStateFromSearch } from '~/features/item-lists/item-list-address';
import { itemListShouldRevalidate } from '~/features/item-lists/item-list-navigation';
import { ProjectCard } from '~/features/portfolio/project-card';
import { sitePage } from '~/shared/page.server';
import { NotFoundContent } from '~/shared/ui/not-found-content';
import type { Route } from './+types/portfolio';
import { seoMeta } from '~/shared/seo';

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const lists = context.services.itemLists;
  const source = lists.sources.portfolio;
  const [{ page, title, summary }, terms] = await Promise.all([
    sitePage(context, 'portfolio', 'portfolio'),
    source.terms(),
  ]);
  // `?category=` is a slug, or a category's name as the portfolio's links were before (ADR 0028);
  // an unknown one shows all, as before.
  const asked = search.get('category');
  const category = terms.find((term) => term.slug === asked || term.name === asked)?.slug;
  const state = listStateFromSearch(search, { ...source, category });
  if (!state) throw data(null, { status: 404 });
  const listing = await source.page(state);
  if (state.page > listing.pages) throw data(null, { status: 404 });
  return {
    page: { ...page, type: 'archive' as const },
    title,
    summary,
    terms,
    projects: listing.items,
    state: { ...state, pages: listing.pages, total: listing.total },
    nonce: lists.nonce('portfolio'),
  };
}

export const shouldRevalidate = itemListShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: args.error ? 'Page not found' : 'Portfolio',
    description:
      args.data?.summary ||
      'Exhibitions we have curated, commissions we have placed and installations we have built.',
    noindex: Boolean(args.error),
  });

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { title, summary, projects, terms, state, nonce, page } = loaderData;
  const items = useMemo(
    () => projects.map((project) => ({ id: project.id, node: <ProjectCard project={project} /> })),
    [projects],
  );
  return (
    <main id="main" tabIndex={-1} className="page container">
      <header className="page__header">
        <p className="eyebrow">Exhibitions, commissions and installations</p>
        <h1 className="page__title">{title || 'Portfolio'}</h1>
        <p className="lead">{summary}</p>
      </header>
      <ItemList
        contentType="portfolio"
        basePath="/portfolio/"
        nonce={nonce}
        postId={String(page.postId)}
        template={page.template}
        headingId="portfolio-projects-title"
        heading="Projects"
        filters={{ label: 'Project types', allLabel: 'All projects', terms }}
        sorts={{ label: 'Sort projects', choices: DATE_AND_NAME_SORTS }}
        navigation="more"
        state={state}
        perPage={6}
        defaults={{ orderby: 'date', order: 'desc' }}
        items={items}
        gridClassName="project-grid"
        nouns={{ one: 'project', many: 'projects' }}
        paginatorLabel="Portfolio pages"
        empty={<p className="empty-state">No projects of this kind yet.</p>}
      />
    </main>
  );
}

/** A page past the end: the site's not-found page, leading back to the portfolio. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundContent firstPage={{ href: '/portfolio/', label: 'Go to the portfolio' }} />;
  }
  throw error;
}
