import { CART_MESSAGES } from '../../../contract/cart/cart.messages';
import type { CartLine } from '../../../contract/cart/cart.schema';
import { MAX_LINE_QUANTITY } from '../../../contract/cart/cart.schema';
import { PUNCTUATION } from '../../../contract/shared/common.messages';
import { formatYen } from '../../../contract/shared/money';
import { type CartChange, modifyCartLine, removeCartLine } from '../../lib/cart/cart.store';
import { mediaUrl } from '../../lib/shared/media';
import { useBusy } from '../shared/useBusy';
import CartAccessories from './CartAccessories';

type Props = { line: CartLine; onError(message: string | null): void };

/** One cart line: image, name, variant, unit price 税込, quantity stepper, 削除する. */
export default function CartLineItem({ line, onError }: Props) {
  const [busy, whileBusy] = useBusy();
  const name = CART_MESSAGES.lineName(line.product_name, line.variant_name);

  async function run(action: () => Promise<CartChange>) {
    const result = await whileBusy(() => action());
    onError(result.ok ? null : result.message);
  }

  return (
    <li className="cart-line">
      <img src={mediaUrl(line.image_path)} alt="" width={96} height={96} />
      <div className="cart-line__info">
        <a href={`/product/${encodeURIComponent(line.product_info.key)}/`}>{line.product_name}</a>
        <span className="cart-line__variant">{line.variant_name}</span>
        <span>
          {formatYen(line.unit_price_with_tax)}
          <small>{CART_MESSAGES.taxIncluded}</small>
        </span>
      </div>
      <div className="cart-line__actions">
        <fieldset className="stepper-field">
          <legend className="visually-hidden">{CART_MESSAGES.quantityOf(name)}</legend>
          <div className="stepper">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={CART_MESSAGES.decrease(name)}
              disabled={busy || line.quantity <= 1}
              onClick={() => run(() => modifyCartLine(line.key, line.quantity - 1))}
            >
              −
            </button>
            <output aria-live="polite">{line.quantity}</output>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              aria-label={CART_MESSAGES.increase(name)}
              disabled={busy || line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => run(() => modifyCartLine(line.key, line.quantity + 1))}
            >
              {CART_MESSAGES.plus}
            </button>
          </div>
        </fieldset>
        <span className="cart-line__subtotal">
          {CART_MESSAGES.subtotal} {formatYen(line.amount_with_tax)}
        </span>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={busy}
          aria-describedby={undefined}
          onClick={() => run(() => removeCartLine(line.key))}
        >
          {CART_MESSAGES.remove}
          <span className="visually-hidden">{PUNCTUATION.paren(name)}</span>
        </button>
      </div>
      <CartAccessories line={line} onError={onError} />
    </li>
  );
}
