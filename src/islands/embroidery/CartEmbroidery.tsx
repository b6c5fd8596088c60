import { useStore } from '@nanostores/react';
import { useEffect, useId, useState } from 'react';
import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import type { CartLine } from '../../../contract/cart/cart.schema';
import { EMBROIDERY_MESSAGES as M } from '../../../contract/embroidery/embroidery.messages';
import { formatYen } from '../../../contract/shared/money';
import type { CartChange } from '../../lib/cart/cart.store';
import {
  $embroideries,
  embroiderLine,
  loadEmbroideries,
  unembroiderLine,
} from '../../lib/embroidery/embroidery.store';
import { useBusy } from '../shared/useBusy';

type Props = {
  line: CartLine;
  /** Variant ids of the embroidery service, to find it among the line's accessories. */
  serviceIds: number[];
  /** The service's price per item (税込). */
  fee: number;
  onError(message: string | null): void;
};

/** A member's name embroidery on one cart line: the embroidered name (外す), or a saved name to choose. */
export default function CartEmbroidery({ line, serviceIds, fee, onError }: Props) {
  const names = useStore($embroideries);
  const [busy, whileBusy] = useBusy();
  const [chosen, setChosen] = useState<number | null>(null);
  const selectId = useId();
  useEffect(() => {
    void loadEmbroideries();
  }, []);

  async function run(action: () => Promise<CartChange>) {
    const result = await whileBusy(() => action());
    onError(result.ok ? null : result.message);
  }

  const attached = (line.accessories ?? []).find((a) => serviceIds.includes(a.product_id));
  const items = names.status === 'ready' ? names.items : [];
  const pick = chosen ?? items[0]?.id ?? null;
  return (
    <fieldset className="cart-embroidery">
      <legend>{M.optionFee(formatYen(fee))}</legend>
      {attached ? (
        <p className="cart-accessory">
          <span className="cart-accessory__name">
            {CART_MESSAGES.accessory(
              attached.product_name,
              formatYen(attached.unit_price_with_tax),
            )}
            <small>{CART_MESSAGES.taxIncluded}</small>
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy}
            onClick={() => run(() => unembroiderLine(line.key))}
          >
            {M.optionRemove}
          </button>
        </p>
      ) : items.length > 0 ? (
        <div className="cart-embroidery__choose">
          <label htmlFor={selectId}>{M.optionChoose}</label>
          <select
            id={selectId}
            value={pick ?? ''}
            disabled={busy}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {items.map((e) => (
              <option key={e.id} value={e.id}>
                {M.summary(e.name, e.color_name)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={busy || pick === null}
            onClick={() => pick !== null && run(() => embroiderLine(line.key, pick))}
          >
            {M.optionAdd}
          </button>
        </div>
      ) : names.status === 'ready' ? (
        <a href="/mypage/name-embroidery/edit/">{M.optionRegister}</a>
      ) : null}
    </fieldset>
  );
}
