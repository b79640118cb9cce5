import { Form } from 'react-router';
import { KeysetPager, StudioForm, StudioHeader, StudioNotice } from '../studio-parts';
import {
  STOCK_MAX,
  STOCK_ROW_BUTTON,
  stockField,
  stockRowKey,
  wasField,
  type StockTarget,
} from './stock-edit';
import type { loadStockPage, StockActionResult } from './stock-page.server';

type StockData = Awaited<ReturnType<typeof loadStockPage>>;

/** One editable number: its field, the number it showed, its own save button, its error. */
function StockCell({
  target,
  stock,
  label,
  error,
}: {
  target: StockTarget;
  stock: number | null;
  label: string;
  error: string | undefined;
}) {
  const key = stockRowKey(target);
  const id = `stock-${target.kind}-${target.id}`;
  return (
    <>
      <td>
        <input type="hidden" name={wasField(key)} value={stock ?? ''} />
        <input
          // Drawn again when the stored number changes, so the field shows it after a post.
          key={String(stock)}
          id={id}
          name={stockField(key)}
          className="input studio-stock__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={STOCK_MAX}
          step={1}
          required
          defaultValue={stock ?? ''}
          aria-label={`Stock of ${label}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="studio-stock__error">
            {error}
          </p>
        ) : null}
      </td>
      <td>
        <button
          type="submit"
          name={STOCK_ROW_BUTTON}
          value={key}
          className="button button--small button--ghost"
          aria-label={`Save the stock of ${label}`}
        >
          Save
        </button>
      </td>
    </>
  );
}

/**
 * Issue 21: stock quick edit. One form holds the table: a row's "Save" posts it with that
 * row's key (only that row is saved), "Save all changed" saves every number that differs from
 * the one the page showed. Without JavaScript both are plain posts.
 */
export function StockPage({
  data,
  result,
}: {
  data: StockData;
  result?: StockActionResult | undefined;
}) {
  const errors = result?.errors ?? {};
  return (
    <>
      <StudioHeader title="Stock">
        <Form method="get" className="studio-filters">
          <label>
            Title{' '}
            <input
              type="search"
              name="q"
              className="input"
              defaultValue={data.search}
              maxLength={100}
            />
          </label>
          <button type="submit" className="button button--small">
            Search
          </button>
        </Form>
      </StudioHeader>
      <StudioNotice result={result} />
      {data.products.length === 0 ? (
        <p>No work matches{data.search ? ' this title' : ''}.</p>
      ) : (
        <StudioForm nonce={data.nonce} intent="stock" className="studio-stock">
          {/* First in the form, so Enter in any field saves every change, not the first row. */}
          <p className="studio-stock__toolbar">
            <button type="submit" className="button button--small">
              Save all changed
            </button>
          </p>
          <table className="studio-table">
            <caption className="visually-hidden">
              Works and editions with their stock, newest first
            </caption>
            <thead>
              <tr>
                <th scope="col">Work or edition</th>
                <th scope="col">SKU</th>
                <th scope="col">In stock</th>
                <th scope="col">
                  <span className="visually-hidden">Save one row</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.products.flatMap((product) => {
                const productRow = (
                  <tr key={`product-${product.id}`} className="studio-stock__product">
                    <th scope="row">
                      <a href={`/product/${product.slug}/`}>{product.title}</a>
                    </th>
                    <td>{product.sku ?? '—'}</td>
                    {product.kind === 'original' ? (
                      <StockCell
                        target={{ kind: 'product', id: product.id }}
                        stock={product.stock}
                        label={product.title}
                        error={errors[stockRowKey({ kind: 'product', id: product.id })]}
                      />
                    ) : (
                      <td colSpan={2}>Per edition below</td>
                    )}
                  </tr>
                );
                return [
                  productRow,
                  ...product.variations.map((variation) => (
                    <tr key={`variation-${variation.id}`} className="studio-stock__variation">
                      <th scope="row">
                        <span className="visually-hidden">{product.title}, </span>
                        {variation.label}
                      </th>
                      <td>{variation.sku}</td>
                      <StockCell
                        target={{ kind: 'variation', id: variation.id }}
                        stock={variation.stock}
                        label={`${product.title}, ${variation.label}`}
                        error={errors[stockRowKey({ kind: 'variation', id: variation.id })]}
                      />
                    </tr>
                  )),
                ];
              })}
            </tbody>
          </table>
        </StudioForm>
      )}
      <KeysetPager newer={data.newer} older={data.older} label="Stock pages" />
    </>
  );
}
