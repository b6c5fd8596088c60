import { useEffect, useId, useRef } from 'react';
import type { CartLine } from '../../../contract/cart/cart.schema';
import { CART_CORE_MESSAGES as M } from '../../../contract/cart/cart-core.messages';
import { formatYen } from '../../../contract/shared/money';
import Button from '../shared/Button';

/** What went into the cart: the line, how many were added, and the cart's total after it. */
export type CartAdded = { line: CartLine; quantity: number; total: number };

/**
 * The cart popup after カートに入れる (spec §2 "cart popups"): the line and the cart total, with
 * レジに進む and 買い物を続ける. A native modal `<dialog>`: focus stays inside, Esc closes.
 */
export default function CartAddedDialog({
  added,
  onClose,
}: {
  added: CartAdded | null;
  onClose(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (added && !dialog.open) dialog.showModal();
    if (!added && dialog.open) dialog.close();
  }, [added]);
  const name = added && M.lineName(added.line.product_name, added.line.variant_name);
  return (
    <dialog
      ref={ref}
      className="cart-added"
      aria-labelledby={added ? titleId : undefined}
      onClose={onClose}
    >
      {added && name && (
        <>
          <h2 id={titleId} className="cart-added__title">
            {M.added}
          </h2>
          <p className="cart-added__line">{M.lineCount(name, added.quantity)}</p>
          <p className="cart-added__total">
            {M.total} <strong>{formatYen(added.total)}</strong>
          </p>
          <div className="cart-added__actions">
            <a className="btn btn--accent" href="/cart/shipping-select/">
              {M.toCheckout}
            </a>
            <Button type="button" className="btn btn--ghost" onClick={onClose}>
              {M.continueShopping}
            </Button>
          </div>
        </>
      )}
    </dialog>
  );
}
