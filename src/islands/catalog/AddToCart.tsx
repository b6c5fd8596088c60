import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { CART_MESSAGES } from '../../lib/cart/cart.messages';
import { parseQuantity } from '../../lib/cart/cart.model';
import { $cart, addToCart } from '../../lib/cart/cart.store';
import { CATALOG_MESSAGES } from '../../lib/catalog/catalog.messages';
import { defaultVariant, sortedVariants } from '../../lib/catalog/catalog.model';
import type { Product } from '../../lib/catalog/catalog.schema';
import { loadLiveProduct } from '../../lib/catalog/catalog.store';
import { recordView } from '../../lib/history/history.store';
import { useBusy } from '../shared/useBusy';
import CartAddedDialog, { type CartAdded } from './CartAddedDialog';
import PriceBlock from './PriceBlock';
import StockTable from './StockTable';
import VariantPicker from './VariantPicker';

type Notice = { kind: 'error'; text: string } | null;

/** The purchase panel: live price and stock, variant, quantity, カートに入れる. */
export default function AddToCart({
  product: initial,
  live = true,
  selling = true,
}: {
  product: Product;
  live?: boolean;
  /** False while the temporary-stop plugin holds sales (spec §4 "Selling"). */
  selling?: boolean;
}) {
  const [product, setProduct] = useState(initial);
  const [available, setAvailable] = useState(true);
  const [variantId, setVariantId] = useState(defaultVariant(initial)?.id ?? 0);
  const [quantity, setQuantity] = useState('1');
  const [notice, setNotice] = useState<Notice>(null);
  const [added, setAdded] = useState<CartAdded | null>(null);
  const [busy, whileBusy] = useBusy();
  // Disabled until hydrated, so nothing typed or clicked before then is silently lost.
  const [ready, setReady] = useState(false);
  const quantityId = useId();

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (!live) return;
    loadLiveProduct(initial.key).then((result) => {
      if (result.status === 'found') setProduct(result.product);
      if (result.status === 'not_found') setAvailable(false);
    });
    void recordView(initial.id);
  }, [initial.key, initial.id, live]);

  const variant = sortedVariants(product).find((v) => v.id === variantId);
  const canBuy =
    selling &&
    available &&
    product.is_show_product &&
    !!variant?.is_stock_available &&
    (variant?.stock ?? 0) > 0;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseQuantity(quantity);
    if (!parsed.ok) return setNotice({ kind: 'error', text: parsed.message });
    if (!variant) return setNotice({ kind: 'error', text: CATALOG_MESSAGES.selectVariant });
    setNotice(null);
    const result = await whileBusy(() => addToCart(variant.id, parsed.value));
    if (!result.ok) return setNotice({ kind: 'error', text: result.message });
    const cart = $cart.get();
    const line = cart?.detail.products.find((l) => l.product_id === variant.id);
    if (cart && line) {
      setAdded({ line, quantity: parsed.value, total: cart.detail.order.total_payment });
    }
  }

  return (
    <>
      <form className="purchase" onSubmit={submit} noValidate aria-label={CART_MESSAGES.addToCart}>
        <PriceBlock product={product} />
        {!available && <p className="message message--error">{CATALOG_MESSAGES.unavailable}</p>}
        {!selling && (
          <p className="message message--error" role="status">
            {CATALOG_MESSAGES.stopSelling}
          </p>
        )}
        {product.is_age_restricted && <p>{CATALOG_MESSAGES.ageRestricted}</p>}
        <VariantPicker product={product} value={variantId} onChange={setVariantId} />
        <div className="quantity-field">
          <label htmlFor={quantityId}>{CART_MESSAGES.quantity}</label>
          <input
            id={quantityId}
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={notice?.kind === 'error' ? true : undefined}
          />
        </div>
        <button
          className="btn btn--accent btn--block"
          type="submit"
          disabled={!ready || !canBuy || busy}
        >
          {CART_MESSAGES.addToCart}
        </button>
        <div aria-live="polite">
          {notice?.kind === 'error' && (
            <p className="message message--error" role="alert">
              {notice.text}
            </p>
          )}
        </div>
      </form>
      <CartAddedDialog added={added} onClose={() => setAdded(null)} />
      <StockTable product={product} />
    </>
  );
}
