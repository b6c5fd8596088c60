import type { Cart } from '../../../contract/cart/cart.schema';
import type { CartShipping } from '../../../contract/cart/cart-parts.schema';
import type { UserAddress } from '../../../contract/checkout/shipments.schema';
import { FORMATS } from '../../../contract/shared/common.messages';
import type { SplitPart } from './shipments.api';

/** Quantities typed per line key, then per shipment key. */
export type SplitForm = Record<string, Record<string, number>>;

/** The cart's current split as a form: every line × every shipment (0 where none). */
export function splitForm(cart: Cart): SplitForm {
  const form: SplitForm = {};
  for (const line of cart.detail.products) {
    form[line.key] = Object.fromEntries(
      cart.detail.shippings.map((s) => [
        s.key,
        s.products?.find((p) => p.key === line.key)?.quantity ?? 0,
      ]),
    );
  }
  return form;
}

/** The lines whose typed split differs from the cart's, as divide calls. */
export function changedSplits(cart: Cart, form: SplitForm): { key: string; parts: SplitPart[] }[] {
  const now = splitForm(cart);
  return Object.entries(form)
    .filter(([key, parts]) => JSON.stringify(parts) !== JSON.stringify(now[key]))
    .map(([key, parts]) => ({
      key,
      parts: Object.entries(parts).map(([shipping_key, quantity]) => ({ shipping_key, quantity })),
    }));
}

/** Per line key, how far the typed split is off the line quantity (0 when it adds up). */
export function splitGaps(cart: Cart, form: SplitForm): Record<string, number> {
  return Object.fromEntries(
    cart.detail.products.map((l) => {
      const sum = Object.values(form[l.key] ?? {}).reduce((a, b) => a + b, 0);
      return [l.key, l.quantity - sum];
    }),
  );
}

/** The gift shipment's key and position when the typed split sends it nothing, else null. */
export function emptyGiftShipment(
  cart: Cart,
  form: SplitForm,
): { key: string; position: number } | null {
  const position = cart.detail.shippings.findIndex((s) => s.social_gift);
  const key = cart.detail.shippings[position]?.key;
  if (key === undefined) return null;
  const sent = Object.values(form).reduce((n, parts) => n + (parts[key] ?? 0), 0);
  return sent === 0 ? { key, position: position + 1 } : null;
}

/** The address book with the default entry first (the API already sorts; this keeps it so). */
export function defaultFirst(book: UserAddress[]): UserAddress[] {
  return [...book].sort((a, b) => Number(b.is_default) - Number(a.is_default));
}

/** One line naming an address-book entry: name, postal code and address. */
export function addressLabel(a: UserAddress): string {
  return FORMATS.spaced(
    FORMATS.honorific(a.shipping_name),
    `${FORMATS.postalMark(a.formatted_postal_code)} ${a.full_address}`,
  );
}

/** The address a shipment goes to, as the modify call takes it (book entry or the stored address). */
export function shipmentTarget(
  s: CartShipping,
): { user_address_id: number } | { address: NonNullable<CartShipping['address']> } | null {
  if (s.user_address_id) return { user_address_id: s.user_address_id };
  return s.address ? { address: s.address } : null;
}

/** Whether the channel's front settings allow several shipments in one order. */
export function allowsMultiple(settings: Record<string, string | number | boolean>): boolean {
  const on = settings['ORDER.SHIPPING.IS_ALLOW_MULTIPLE'];
  return on === true || on === 1 || on === '1' || on === 'true';
}
