import {
  ITEM_LIST_ACTION,
  ITEM_LIST_FIELDS,
  readItemListAnswer,
  type ItemListAnswer,
  type ItemListContentType,
  type ItemListOrder,
  type ItemListSender,
} from '@atelier/theme/item-list';
import { ITEM_ID_ATTRIBUTE, ITEM_LIST_ENDPOINT } from './item-list-parts';

export interface ItemListRequest {
  postId: string;
  paged: number;
  targetPage: number;
  term: string;
  orderby: string;
  order: ItemListOrder;
  nonce: string;
  visibleItems: readonly number[];
  contentType: ItemListContentType;
  pageData: { layout: string; template: string };
  sender: ItemListSender;
}

export type ItemListResult =
  { ok: true; answer: ItemListAnswer } | { ok: false; aborted: boolean; message: string };

export const LIST_FAILED_MESSAGE =
  'The list could not be updated just now. What is shown is unchanged; try again, or follow the link itself.';

/**
 * LIST-002, LIST-005: one `presscore_template_ajax` call, form-encoded as the original sends it.
 * Never throws: an abort (LIST-006, a newer request took over) or a failure is a result, and
 * only a success answer is handed on.
 */
export async function requestItemList(
  request: ItemListRequest,
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ItemListResult> {
  const body = new URLSearchParams({
    [ITEM_LIST_FIELDS.action]: ITEM_LIST_ACTION,
    [ITEM_LIST_FIELDS.postId]: request.postId,
    [ITEM_LIST_FIELDS.paged]: String(request.paged),
    [ITEM_LIST_FIELDS.targetPage]: String(request.targetPage),
    [ITEM_LIST_FIELDS.term]: request.term,
    [ITEM_LIST_FIELDS.orderby]: request.orderby,
    [ITEM_LIST_FIELDS.order]: request.order,
    [ITEM_LIST_FIELDS.nonce]: request.nonce,
    [ITEM_LIST_FIELDS.contentType]: request.contentType,
    [ITEM_LIST_FIELDS.pageDataLayout]: request.pageData.layout,
    [ITEM_LIST_FIELDS.pageDataTemplate]: request.pageData.template,
    [ITEM_LIST_FIELDS.sender]: request.sender,
  });
  for (const id of request.visibleItems)
    body.append(`${ITEM_LIST_FIELDS.visibleItems}[]`, String(id));
  try {
    const response = await fetchImpl(ITEM_LIST_ENDPOINT, {
      method: 'POST',
      body,
      signal,
      headers: { Accept: 'application/json' },
    });
    const answer = readItemListAnswer(await response.json().catch(() => undefined));
    if (!response.ok || !answer) {
      return { ok: false, aborted: false, message: LIST_FAILED_MESSAGE };
    }
    return { ok: true, answer };
  } catch (error) {
    const aborted =
      signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
    return { ok: false, aborted, message: LIST_FAILED_MESSAGE };
  }
}

/** The items of an answer's `html`: each item's id and its card's markup, in order. */
export function itemsOfFragment(html: string): { id: number; html: string }[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const items: { id: number; html: string }[] = [];
  for (const element of template.content.querySelectorAll(`[${ITEM_ID_ATTRIBUTE}]`)) {
    const id = Number(element.getAttribute(ITEM_ID_ATTRIBUTE));
    if (Number.isSafeInteger(id)) items.push({ id, html: element.innerHTML });
  }
  return items;
}
