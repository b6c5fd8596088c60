import { type SubmitEvent, useId, useState } from 'react';
import { sortedVariants, stockLabel } from '../../../contract/catalog/catalog.model';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { PUNCTUATION as P } from '../../../contract/shared/common.messages';
import { formatYen } from '../../../contract/shared/money';
import { CATALOG_MESSAGES as M } from '../../lib/catalog/catalog.messages';
import { addSetToCart } from '../../lib/catalog/catalog.store';
import { mediaUrl } from '../../lib/shared/media';
import TileHeart from '../favourites/TileHeart';
import Button from '../shared/Button';
import { useBusy } from '../shared/useBusy';

type Line = { include: boolean; variantId: number; quantity: number };

const firstInStock = (p: Product) => sortedVariants(p).find((v) => v.stock > 0)?.id ?? 0;

/** A set order: one size and quantity per item, all added to the cart in one call. */
export default function SetOrder({ products, selling }: { products: Product[]; selling: boolean }) {
  const id = useId();
  const [lines, setLines] = useState<Line[]>(() =>
    products.map((p) => ({ include: true, variantId: firstInStock(p), quantity: 1 })),
  );
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, whileBusy] = useBusy();
  const update = (i: number, change: Partial<Line>) =>
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...change } : l)));

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const items = lines
      .filter((l) => l.include && l.variantId > 0)
      .map((l) => ({ product_id: l.variantId, quantity: l.quantity }));
    if (items.length === 0) return setNotice({ error: true, text: M.setOrderNone });
    const result = await whileBusy(() => addSetToCart(items));
    setNotice(
      result.ok ? { error: false, text: M.setOrderAdded } : { error: true, text: result.message },
    );
  }

  return (
    <form className="set-order" onSubmit={submit} noValidate>
      {!selling && <p className="message message--error">{M.stopSelling}</p>}
      <ul className="set-order__list">
        {products.map((p, i) => {
          const line = lines[i] as Line;
          return (
            <li key={p.id} className="set-order__item">
              <img src={mediaUrl(p.image.path)} alt="" width={96} height={96} loading="lazy" />
              <div>
                <label className="set-order__include">
                  <input
                    type="checkbox"
                    checked={line.include}
                    onChange={(e) => update(i, { include: e.target.checked })}
                  />
                  <a href={`/product/${p.key}/`}>{p.name}</a>
                </label>
                <TileHeart product={p} />
                <p className="price">
                  {formatYen(p.product_price_with_tax)}
                  <small>{M.taxIncluded}</small>
                </p>
                <label htmlFor={`${id}-${i}-v`}>{M.variant}</label>
                <select
                  id={`${id}-${i}-v`}
                  value={line.variantId}
                  onChange={(e) => update(i, { variantId: Number(e.target.value) })}
                >
                  {sortedVariants(p).map((v) => (
                    <option key={v.id} value={v.id} disabled={v.stock <= 0}>
                      {v.name}
                      {P.paren(stockLabel(v))}
                    </option>
                  ))}
                </select>
                <label htmlFor={`${id}-${i}-q`}>{M.quantity}</label>
                <select
                  id={`${id}-${i}-q`}
                  value={line.quantity}
                  onChange={(e) => update(i, { quantity: Number(e.target.value) })}
                >
                  {[1, 2, 3, 4, 5].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
            </li>
          );
        })}
      </ul>
      <Button type="submit" className="btn btn--accent btn--block" disabled={busy || !selling}>
        {M.setOrderAdd}
      </Button>
      <div aria-live="polite">
        {notice && (
          <p
            className={`message ${notice.error ? 'message--error' : 'message--success'}`}
            role={notice.error ? 'alert' : 'status'}
          >
            {notice.text} {!notice.error && <a href="/cart/">{M.viewCart}</a>}
          </p>
        )}
      </div>
    </form>
  );
}
