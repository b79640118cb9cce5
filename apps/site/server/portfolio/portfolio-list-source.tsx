import {
  listTermCounts,
  listTermSlug,
  selectListPage,
  type ItemListOrder,
  type ListTerm,
} from '@atelier/theme/item-list';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ProjectCard, type ProjectCardData } from '~/features/portfolio/project-card';

/** Projects shown per page of the portfolio (then "Load more"). */
export const PORTFOLIO_PAGE_SIZE = 6;

/**
 * The portfolio grid's list source (ADR 0028): the projects filtered by category, sorted by
 * year or name, paged; each card drawn with the portfolio room's `ProjectCard`. The portfolio is
 * a dozen projects, so they are read whole and paged here by the theme's rule.
 */
export function portfolioListSource(content: { portfolio(): Promise<ProjectCardData[]> }) {
  const entries = async () =>
    (await content.portfolio()).map((project) => ({
      project,
      id: project.id,
      name: project.title,
      date: Date.UTC(project.year, 0, 1),
      terms: [listTermSlug(project.category)],
    }));
  return {
    contentType: 'portfolio' as const,
    basePath: '/portfolio/',
    perPage: PORTFOLIO_PAGE_SIZE,
    orderbys: ['date', 'name'] as const,
    defaultOrder: 'desc' as ItemListOrder,
    paginatorLabel: 'Portfolio pages',
    async terms() {
      return listTermCounts((await content.portfolio()).map((project) => project.category));
    },
    async page(query: { term: ListTerm; orderby: string; order: ItemListOrder; page: number }) {
      const orderby = query.orderby === 'name' ? 'name' : 'date';
      const page = selectListPage(await entries(), {
        ...query,
        orderby,
        perPage: PORTFOLIO_PAGE_SIZE,
      });
      return { ...page, items: page.items.map((entry) => entry.project) };
    },
    idOf: (project: ProjectCardData) => project.id,
    renderItem: (project: ProjectCardData) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <ProjectCard project={project} />
        </MemoryRouter>,
      ),
  };
}

export type PortfolioListSource = ReturnType<typeof portfolioListSource>;
