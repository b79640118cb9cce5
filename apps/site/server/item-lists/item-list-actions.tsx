import {
  ITEM_LIST_ACTION,
  ITEM_LIST_CONTENT_TYPES,
  ITEM_LIST_FIELDS,
  ITEM_LIST_NONCE_ACTION,
  ITEM_LIST_SENDERS,
  itemsToDelete,
  listQuery,
  MAX_LIST_PAGE,
  MAX_VISIBLE_ITEMS,
  termFromWire,
  type ItemListAnswer,
  type ItemListContentType,
} from '@atelier/theme/item-list';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { ItemListItem, ItemListPaginator } from '~/features/item-lists/item-list-parts';
import { defineAjaxAction } from '../platform/http/ajax-endpoint';
import { ApiError } from '../platform/http/api-errors';
import type { NonceService } from '../platform/security/nonces';
import type { ItemListSource } from './item-list-source';

const PAGE = z.coerce
  .number({ error: 'must be a page number' })
  .int('must be a whole page number')
  .min(1, 'must be 1 or more')
  .max(MAX_LIST_PAGE, `must be at most ${MAX_LIST_PAGE}`);

const POST_ID = z.string().regex(/^[1-9][0-9]{0,9}$/, 'must be a post id');

/** One id or a list of them (`visibleItems[]` repeated), at most 500. */
const VISIBLE_ITEMS = z
  .union([POST_ID, z.array(POST_ID, { error: 'must be post ids' })], { error: 'must be post ids' })
  .transform((value) => (Array.isArray(value) ? value : [value]).map(Number))
  .pipe(z.array(z.number()).max(MAX_VISIBLE_ITEMS, `must name at most ${MAX_VISIBLE_ITEMS} items`));

/**
 * LIST-002: the request's fields as the original posts them. Every number is bounded and every
 * text shaped, so nothing unchecked reaches a query; a term is a category slug, '0', or empty
 * (LIST-003).
 */
export const itemListRequestSchema = z
  .object({
    [ITEM_LIST_FIELDS.action]: z.literal(ITEM_LIST_ACTION),
    [ITEM_LIST_FIELDS.postId]: z.string().max(20, 'must be at most 20 characters').optional(),
    [ITEM_LIST_FIELDS.paged]: PAGE.optional(),
    [ITEM_LIST_FIELDS.targetPage]: PAGE.optional(),
    [ITEM_LIST_FIELDS.term]: z
      .string({ error: 'must be a category slug' })
      .regex(
        /^[a-z0-9-]{0,80}$/,
        'must be a category slug (a-z, 0-9 and -, at most 80), 0 or empty',
      )
      .optional(),
    [ITEM_LIST_FIELDS.orderby]: z
      .string({ error: 'must be a sort key' })
      .regex(/^[a-z_-]{1,20}$/, 'must be a sort key')
      .optional(),
    [ITEM_LIST_FIELDS.order]: z.enum(['asc', 'desc'], { error: 'must be asc or desc' }).optional(),
    [ITEM_LIST_FIELDS.nonce]: z.string({ error: 'is missing' }),
    visibleItems: VISIBLE_ITEMS.optional(),
    'visibleItems[]': VISIBLE_ITEMS.optional(),
    [ITEM_LIST_FIELDS.contentType]: z.enum(ITEM_LIST_CONTENT_TYPES, {
      error: `must be one of ${ITEM_LIST_CONTENT_TYPES.join(', ')}`,
    }),
    [ITEM_LIST_FIELDS.pageDataLayout]: z.string().max(40).optional(),
    [ITEM_LIST_FIELDS.pageDataTemplate]: z.string().max(80).optional(),
    [ITEM_LIST_FIELDS.sender]: z.enum(ITEM_LIST_SENDERS, {
      error: `must be one of ${ITEM_LIST_SENDERS.join(', ')}`,
    }),
  })
  .catchall(z.unknown());

export type ItemListRequest = z.infer<typeof itemListRequestSchema>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source keeps its own item type
export type AnyItemListSource = ItemListSource<any>;
export type ItemListSources = Readonly<Record<ItemListContentType, AnyItemListSource>>;

/**
 * The item-list service (ADR 0028): the shared nonce of each grid (the pages are cached and the
 * same for everyone, ADR 0023), and the answer to one request.
 */
export function itemListService<Sources extends ItemListSources>(
  sources: Sources,
  nonces: NonceService,
) {
  return {
    sources,
    nonce(contentType: ItemListContentType): string {
      return nonces.issueShared(ITEM_LIST_NONCE_ACTION, contentType);
    },
    async answer(input: ItemListRequest): Promise<ItemListAnswer> {
      const source: AnyItemListSource = sources[input.contentType];
      const orderby = input.orderby ?? source.orderbys[0] ?? 'date';
      if (!source.orderbys.includes(orderby)) {
        throw new ApiError(
          400,
          `Invalid value for orderby: this list sorts by ${source.orderbys.join(', ')}.`,
          'invalid_input',
          [
            {
              field: ITEM_LIST_FIELDS.orderby,
              message: `must be one of ${source.orderbys.join(', ')}`,
            },
          ],
        );
      }
      const order = input.order ?? source.defaultOrder;
      const term = termFromWire(input.term);
      // A filter starts again at page 1; the paginator and "more" name the page they want.
      const target = input.sender === 'filter' ? 1 : (input.targetPage ?? (input.paged ?? 0) + 1);
      const page = await source.page({ term, orderby, order, page: target });
      if (target > page.pages) {
        throw new ApiError(
          404,
          `There is no page ${target} of this list: it has ${page.pages}.`,
          'page_not_found',
          [{ field: ITEM_LIST_FIELDS.targetPage, message: `must be at most ${page.pages}` }],
        );
      }
      const visible = [...(input.visibleItems ?? []), ...(input['visibleItems[]'] ?? [])];
      const ids = page.items.map((item) => source.idOf(item));
      const held = new Set(input.sender === 'more' ? visible : []);
      const html = renderToStaticMarkup(
        <>
          {page.items
            .filter((item) => !held.has(source.idOf(item)))
            .map((item) => (
              <ItemListItem
                key={source.idOf(item)}
                id={source.idOf(item)}
                html={source.renderItem(item)}
              />
            ))}
        </>,
      );
      const category = term.kind === 'slug' ? term.slug : undefined;
      // LIST-011: the load-more grids answer no paginator (it is hidden).
      const paginationHtml =
        input.sender === 'more' || page.pages <= 1
          ? ''
          : renderToStaticMarkup(
              <ItemListPaginator
                basePath={source.basePath}
                search={
                  new URLSearchParams(
                    listQuery({
                      category,
                      orderby,
                      defaultOrderby: source.orderbys[0] ?? 'date',
                      order,
                      defaultOrder: source.defaultOrder,
                      page: 1,
                    }),
                  )
                }
                page={target}
                pages={page.pages}
                label={source.paginatorLabel}
              />,
            );
      return {
        success: true,
        html,
        orderby,
        order,
        newNonce: nonces.issueShared(ITEM_LIST_NONCE_ACTION, input.contentType),
        itemsToDelete: itemsToDelete(visible, ids, input.sender),
        paginationHtml,
        currentPage: target,
        pages: page.pages,
        total: page.total,
      };
    },
  };
}

export type ItemListService = ReturnType<typeof itemListService<ItemListSources>>;

/** LIST-002…005: `presscore_template_ajax` on the AJAX endpoint (read-only, a shared nonce). */
export function itemListActions(lists: ItemListService) {
  return [
    defineAjaxAction({
      action: ITEM_LIST_ACTION,
      guard: {
        sharedNonce: ITEM_LIST_NONCE_ACTION,
        field: ITEM_LIST_FIELDS.nonce,
        scopeField: ITEM_LIST_FIELDS.contentType,
      },
      input: itemListRequestSchema,
      async handle(input) {
        return { json: await lists.answer(input) };
      },
    }),
  ];
}
