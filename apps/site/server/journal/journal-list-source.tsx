import {
  listTermCounts,
  listTermSlug,
  selectListPage,
  type ItemListOrder,
  type ListTerm,
} from '@atelier/theme/item-list';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PostCard, type PostCardData } from '~/features/journal/post-card';

/** Posts per page of the journal (then "Load more"), as the journal paged before. */
export const JOURNAL_PAGE_SIZE = 6;

export type JournalListPost = PostCardData & { id: number };

/** The start and end of every post's date: the whole journal. */
const ALL_TIME = [new Date(Date.UTC(1900, 0, 1)), new Date(Date.UTC(9999, 0, 1))] as const;

/**
 * The journal grid's list source (ADR 0028): posts filtered by category, sorted by date or
 * title, paged; each card the journal room's `PostCard`. The journal is tens of posts, read
 * whole and paged here by the theme's rule (a repository query per state when it grows).
 */
export function journalListSource(content: {
  postsBetween(from: Date, to: Date): Promise<(PostCardData & { id: number; publishedAt: Date })[]>;
}) {
  const entries = async () =>
    (await content.postsBetween(...ALL_TIME)).map((post) => ({
      post,
      id: post.id,
      name: post.title,
      date: post.publishedAt.getTime(),
      terms: [listTermSlug(post.category)],
    }));
  return {
    contentType: 'journal' as const,
    basePath: '/blog/',
    perPage: JOURNAL_PAGE_SIZE,
    orderbys: ['date', 'name'] as const,
    defaultOrder: 'desc' as ItemListOrder,
    paginatorLabel: 'Journal pages',
    async terms() {
      const posts = await content.postsBetween(...ALL_TIME);
      return listTermCounts(posts.map((post) => post.category)).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
    },
    async page(query: { term: ListTerm; orderby: string; order: ItemListOrder; page: number }) {
      const orderby = query.orderby === 'name' ? 'name' : 'date';
      const page = selectListPage(await entries(), {
        ...query,
        orderby,
        perPage: JOURNAL_PAGE_SIZE,
      });
      return { ...page, items: page.items.map((entry): JournalListPost => entry.post) };
    },
    idOf: (post: JournalListPost) => post.id,
    renderItem: (post: JournalListPost) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <PostCard post={post} headingLevel={3} />
        </MemoryRouter>,
      ),
  };
}

export type JournalListSource = ReturnType<typeof journalListSource>;
