import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type SubmitEvent,
  Suspense,
  useEffect,
  useId,
  useState,
} from 'react';
import { CART_CORE_MESSAGES } from '../../../contract/cart/cart-core.messages';
import { defaultVariant, sortedVariants } from '../../../contract/catalog/catalog.model';
import type { Product } from '../../../contract/catalog/catalog.schema';
import { CATALOG_CORE_MESSAGES } from '../../../contract/catalog/catalog-core.messages';
import { isDraftPreview } from '../../../contract/shared/draft-preview';
import { loadLiveProduct } from '../../lib/catalog/catalog.store';
import { recordView } from '../../lib/history/history.store';
import { useBusy } from '../shared/useBusy';
import type { CartAdded, default as CartAddedDialogType } from './CartAddedDialog';
import PriceBlock from './PriceBlock';
import StockTable from './StockTable';
import VariantPicker from './VariantPicker';

type Notice = { kind: 'error'; text: string } | null;

// The cart popup is fetched while the first add is under way, not with the page (a guest who
// never adds does not load it). If its file cannot be fetched, the add still stands (the header's
// count shows it) and the purchase panel stays usable instead of failing with the popup.
type CartAddedDialogModule = { default: ComponentType<ComponentProps<typeof CartAddedDialogType>> };
let cartAddedDialog: Promise<CartAddedDialogModule> | undefined;
function loadCartAddedDialog(): Promise<CartAddedDialogModule> {
  cartAddedDialog ??= import('./CartAddedDialog').catch(() => ({ default: () => null }));
  return cartAddedDialog;
}
const CartAddedDialog = lazy(loadCartAddedDialog);

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
  // Mounted from the first add on, so closing keeps the dialog (and its chunk) in place.
  const [popupMounted, setPopupMounted] = useState(false);
  const [busy, whileBusy] = useBusy();
  // Disabled until hydrated, so nothing typed or clicked before then is silently lost.
  const [ready, setReady] = useState(false);
  const quantityId = useId();

  useEffect(() => setReady(true), []);

  useEffect(() => {
    // A preview shows the draft it was rendered with, not the live product.
    if (!live || isDraftPreview()) return;
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
    const { parseQuantity } = await import('../../../contract/cart/quantity.model');
    const parsed = parseQuantity(quantity);
    if (!parsed.ok) return setNotice({ kind: 'error', text: parsed.message });
    if (!variant) return setNotice({ kind: 'error', text: CATALOG_CORE_MESSAGES.selectVariant });
    setNotice(null);
    void loadCartAddedDialog();
    // The cart store (its calls, about 1 KB) loads on the first add, not with the page.
    const cartStore = await import('../../lib/cart/cart.store');
    const result = await whileBusy(() => cartStore.addToCart(variant.id, parsed.value));
    if (!result.ok) return setNotice({ kind: 'error', text: result.message });
    const cart = cartStore.$cart.get();
    const line = cart?.detail.products.find((l) => l.product_id === variant.id);
    if (cart && line) {
      setAdded({ line, quantity: parsed.value, total: cart.detail.order.total_payment });
      setPopupMounted(true);
    }
  }

  return (
    <>
      <form
        className="purchase"
        onSubmit={submit}
        noValidate
        aria-label={CART_CORE_MESSAGES.addToCart}
      >
        <PriceBlock product={product} />
        {!available && (
          <p className="message message--error">{CATALOG_CORE_MESSAGES.unavailable}</p>
        )}
        {!selling && (
          <p className="message message--error" role="status">
            {CATALOG_CORE_MESSAGES.stopSelling}
          </p>
        )}
        {product.is_age_restricted && <p>{CATALOG_CORE_MESSAGES.ageRestricted}</p>}
        <VariantPicker product={product} value={variantId} onChange={setVariantId} />
        <div className="quantity-field">
          <label htmlFor={quantityId}>{CART_CORE_MESSAGES.quantity}</label>
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
          {CART_CORE_MESSAGES.addToCart}
        </button>
        <div aria-live="polite">
          {notice?.kind === 'error' && (
            <p className="message message--error" role="alert">
              {notice.text}
            </p>
          )}
        </div>
      </form>
      {popupMounted && (
        <Suspense fallback={null}>
          <CartAddedDialog added={added} onClose={() => setAdded(null)} />
        </Suspense>
      )}
      <StockTable product={product} />
    </>
  );
}
