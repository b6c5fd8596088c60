import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect } from 'react';
import type { CartLine } from '../../../contract/cart/cart.schema';
import { OPTION_MESSAGES as M } from '../../../contract/checkout/options.messages';
import { formatYen } from '../../../contract/shared/money';
import type { CartChange } from '../../lib/cart/cart.store';
import {
  $accessoryOffers,
  addAccessory,
  loadAccessoryOffers,
  modifyAccessory,
  removeAccessory,
} from '../../lib/checkout/options.store';
import { $embroideryServices, loadEmbroideryServices } from '../../lib/embroidery/embroidery.store';
import { useSessionAfterMount } from '../catalog/useSessionAfterMount';
import { useHydrated } from '../shared/useHydrated';
import './cart-options.css';
import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import { useBusy } from '../shared/useBusy';

type Props = { line: CartLine; onError(message: string | null): void };

// Loaded only for a member's line that takes name embroidery.
const CartEmbroidery = lazy(() => import('../embroidery/CartEmbroidery'));

/** Accessories of one cart line: the attached ones (quantity, 外す) and buttons to add the others. */
export default function CartAccessories({ line, onError }: Props) {
  const offers = useStore($accessoryOffers)[line.product_info.key] ?? [];
  const hydrated = useHydrated();
  const { isLogin } = useSessionAfterMount();
  const services = useStore($embroideryServices);
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    void loadAccessoryOffers(line.product_info.key);
  }, [line.product_info.key]);
  useEffect(() => {
    if (isLogin) void loadEmbroideryServices();
  }, [isLogin]);

  async function run(action: () => Promise<CartChange>) {
    const result = await whileBusy(() => action());
    onError(result.ok ? null : result.message);
  }

  // A member chooses a saved name for the embroidery service instead of adding it bare.
  const embroidery = isLogin ? offers.find((o) => services?.includes(o.key)) : undefined;
  const serviceIds = embroidery?.product_model.products.map((v) => v.id) ?? [];
  const attached = (line.accessories ?? []).filter((a) => !serviceIds.includes(a.product_id));
  const addable = offers
    .filter((o) => o !== embroidery)
    .map((o) => ({ offer: o, variant: o.product_model.products.find((v) => v.stock > 0) }))
    .filter(({ variant }) => variant && !attached.some((a) => a.product_id === variant.id));
  if (attached.length === 0 && addable.length === 0 && !embroidery) return null;
  const disabled = busy || !hydrated;
  const counts = Array.from({ length: line.quantity }, (_, i) => i + 1);

  return (
    <div className="cart-accessories">
      {attached.length > 0 && (
        <fieldset className="cart-accessories__list">
          <legend className="visually-hidden">{M.accessoryHeading}</legend>
          {attached.map((a) => (
            <div key={a.product_id} className="cart-accessory">
              <span className="cart-accessory__name">
                {CART_MESSAGES.accessory(a.product_name, formatYen(a.unit_price_with_tax))}
                <small>{CART_MESSAGES.taxIncluded}</small>
              </span>
              <label className="cart-accessory__qty">
                <span className="visually-hidden">{M.accessoryQuantityOf(a.product_name)}</span>
                <select
                  value={a.quantity}
                  disabled={disabled}
                  onChange={(e) =>
                    run(() => modifyAccessory(line.key, a.product_id, Number(e.target.value)))
                  }
                >
                  {counts.map((n) => (
                    <option key={n} value={n}>
                      {`× ${n}`}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                className="btn btn--ghost btn--small"
                disabled={disabled}
                onClick={() => run(() => removeAccessory(line.key, a.product_id))}
              >
                {M.removeAccessory(a.product_name)}
              </button>
            </div>
          ))}
        </fieldset>
      )}
      {addable.map(({ offer, variant }) => (
        <button
          key={offer.key}
          type="button"
          className="btn btn--ghost btn--small cart-accessories__add"
          disabled={disabled}
          onClick={() => variant && run(() => addAccessory(line.key, variant.id, line.quantity))}
        >
          {M.addAccessory(offer.name, formatYen(offer.product_price_with_tax))}
        </button>
      ))}
      {embroidery && (
        <Suspense fallback={null}>
          <CartEmbroidery
            line={line}
            serviceIds={serviceIds}
            fee={embroidery.product_price_with_tax}
            onError={onError}
          />
        </Suspense>
      )}
    </div>
  );
}
