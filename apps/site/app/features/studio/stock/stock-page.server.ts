import { data, type AppLoadContext } from 'react-router';
import { requireOwner, requireOwnerPost } from '../studio-access.server';
import { keysetRequestOf } from '../studio-paths';
import { stockEditOf } from './stock-edit';

interface StockArgs {
  request: Request;
  context: AppLoadContext;
}

/** The longest title search the screen takes: longer input is cut, never refused. */
const SEARCH_MAX = 100;

/** Issue 21: products and their editions with their stock, newest first, searched by title. */
export async function loadStockPage(args: StockArgs) {
  const { nonce } = await requireOwner(args);
  const url = new URL(args.request.url);
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const page = await args.context.services.studio.stock.page({
    ...keysetRequestOf(url),
    search: search || undefined,
  });
  return { nonce, search, products: page.rows, older: page.older, newer: page.newer };
}

export type StockActionResult = { ok: boolean; message: string; errors?: Record<string, string> };

/** A row's "Save" or "Save all changed": checked, then written all or none, audited. */
export async function stockPageAction(args: StockArgs) {
  const { owner, fields } = await requireOwnerPost(args);
  if (fields.intent !== 'stock') {
    return data<StockActionResult>(
      { ok: false, message: 'That change is not one this page makes. Please reload it.' },
      { status: 400 },
    );
  }
  const edit = stockEditOf(fields);
  if (!edit.ok) {
    return data<StockActionResult>(
      { ok: false, message: edit.message, errors: edit.errors },
      { status: 400 },
    );
  }
  const outcome = await args.context.services.studio.stock.update(owner, edit.changes);
  if (!outcome.ok) {
    return data<StockActionResult>(
      { ok: false, message: outcome.message, errors: outcome.errors },
      { status: outcome.status },
    );
  }
  return data<StockActionResult>({ ok: true, message: outcome.message });
}
