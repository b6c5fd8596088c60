import type { AddressInput, OrdererInput } from '../../../../contract/checkout/checkout.schema';
import type { CartCheckoutState, carts } from '../../../db/schema/index';
import type { Channel } from '../../../http/types';
import { type Allowance, benefitCover } from '../../identity/api';
import {
  type AccessoryRow,
  type CartOptions,
  type CartPackingRow,
  optionLines,
} from './options.model';
import { shipmentCarriage, shipmentsOf, totalCarriage } from './shipments.model';
import { type CarriageRule, orderTotals, totalsByRate } from './totals.model';

/** A cart row as stored. */
export type CartRow = typeof carts.$inferSelect;

/** Who asks for a cart: the member id of the request's session, or undefined for a guest. */
export type CartViewer = number | undefined;

/** A cart line with what the cart shows and prices of its variant and product. */
export type CartLineRow = {
  id: number;
  key: string;
  quantity: number;
  variantId: number;
  variantName: string;
  stock: number;
  product: {
    id: number;
    key: string;
    code: string;
    name: string;
    /** Tax-excluded unit price in yen. */
    price: number;
    taxRate: number;
    categoryId: number | null;
    makerId: number | null;
    brandId: number | null;
    isShow: boolean;
    isAgeRestricted: boolean;
  };
  brandName: string | null;
  imagePath: string | null;
  /** The product's category and its ancestors, root first. */
  categoryNames: string[];
};

/** What a coupon's discount depends on. */
export type CouponTerms = {
  discountAmount: number;
  minAmount: number;
  startsAt: Date;
  endsAt: Date;
};

/** Everything a cart's view and totals read from the database, besides the cart row. */
export type CartState = {
  lines: CartLineRow[];
  accessories: AccessoryRow[];
  /** Every packing of the cart, current shipments or not. */
  packings: CartPackingRow[];
  rule: CarriageRule;
  payment: { name: string; fee: number } | null;
  coupon: CouponTerms | null;
};

/** What the cart's totals depend on besides its lines. */
export type CartPricing = {
  rule: CarriageRule;
  payment: { name: string; fee: number } | null;
  couponDiscount: number;
  pointDiscount: number;
  /** The member's shareholder-benefit allowance left (points in yen, items in units), spent first; none outside benefit shops. */
  benefitAllowance?: Allowance;
  /** Accessories and packings, priced like lines. */
  options?: CartOptions;
};

const NO_ALLOWANCE: Allowance = { points: 0, items: 0 };

/** How long a cart lives after its last change. */
export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** False while the temporary-stop plugin is on and says not selling. */
export function isSelling(channel: Channel): boolean {
  const s = channel.settings;
  return !(
    s['PLUGIN.TEMPORARY_STOP_SELLING.IS_USE'] && !s['PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING']
  );
}

/** Whether `viewer` may use the cart: a guest's cart by its token alone, a member's only in that member's session. */
export function cartOpensFor(cart: CartRow, viewer: CartViewer): boolean {
  return cart.userId === null || cart.userId === viewer;
}

/** The checkout state with `patch` merged in. */
export function withCheckout(cart: CartRow, patch: Partial<CartCheckoutState>): CartCheckoutState {
  return { ...cart.checkout, ...patch };
}

/** An address as stored on the cart and order. */
export function storedAddress(a: AddressInput | OrdererInput): Record<string, string> {
  return { ...a, address2: a.address2 ?? '' };
}

/** Tax-included value of the goods in the cart (what coupon minimums compare against). */
export function goodsWithTax(lines: CartLineRow[]): number {
  return totalsByRate(
    lines.map((l) => ({
      unitPrice: l.product.price,
      taxRate: l.product.taxRate,
      quantity: l.quantity,
    })),
  ).reduce((sum, r) => sum + r.amountWithTax, 0);
}

/** Whether a coupon applies now to goods worth `amount` (tax included). */
export function couponApplies(coupon: CouponTerms, amount: number, now = new Date()): boolean {
  return coupon.startsAt <= now && coupon.endsAt > now && amount >= coupon.minAmount;
}

/** Keys of the cart's current shipments (what `detail.shippings[].key` answers). */
export function shippingKeys(cart: CartRow): string[] {
  return shipmentsOf(cart.checkout).map((s) => s.key);
}

/** What the totals of `cart` depend on besides its lines, from its loaded state. */
export function pricingOf(cart: CartRow, state: CartState): CartPricing {
  const { coupon } = state;
  const couponDiscount =
    coupon && couponApplies(coupon, goodsWithTax(state.lines)) ? coupon.discountAmount : 0;
  // A packing of a removed shipment no longer counts.
  const shipments = new Set(shippingKeys(cart));
  return {
    rule: state.rule,
    payment: state.payment,
    couponDiscount,
    pointDiscount: cart.checkout.points ?? 0,
    options: {
      accessories: state.accessories,
      packings: state.packings.filter((p) => shipments.has(p.shippingKey)),
    },
  };
}

/** A cart line as the shipment pricing sees it. */
export const pricedLine = (l: CartLineRow) => ({
  key: l.key,
  quantity: l.quantity,
  unitPrice: l.product.price,
  taxRate: l.product.taxRate,
});

/** The server-side totals of a cart (the same numbers the decision freezes into the order), with what the allowance covers. */
export function cartTotals(cart: CartRow, lines: CartLineRow[], pricing: CartPricing) {
  const carriage = shipmentCarriage(lines.map(pricedLine), cart.checkout, pricing.rule);
  const goods = lines.map((l) => ({
    unitPrice: l.product.price,
    taxRate: l.product.taxRate,
    quantity: l.quantity,
  }));
  const all = [...goods, ...optionLines(pricing.options)];
  const allWithTax = totalsByRate(all).reduce((sum, r) => sum + r.amountWithTax, 0);
  // The items allowance covers goods only; points may cover accessories and packings too.
  const benefit = benefitCover(pricing.benefitAllowance ?? NO_ALLOWANCE, goods, allWithTax);
  const totals = orderTotals(all, pricing.rule, {
    prefecture: cart.checkout.shipping?.address?.prefecture ?? null,
    carriage: totalCarriage(carriage),
    paymentFee: pricing.payment?.fee ?? 0,
    couponDiscount: pricing.couponDiscount,
    pointDiscount: pricing.pointDiscount,
    benefitDiscount: benefit.itemsYen + benefit.points,
  });
  return { ...totals, benefit };
}
