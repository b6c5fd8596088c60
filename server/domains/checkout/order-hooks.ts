import type { Cart } from '../../../src/lib/cart/cart.schema';
import type { ShippingAddBody } from '../../../src/lib/checkout/shipments.schema';
import type { SocialGiftSummary } from '../../../src/lib/social-gift/gift-summary.schema';
import type { Db, Tx } from '../../db/client';
import type { Channel } from '../../http/types';
import type { CartLineRow, CartRow, CartViewer } from '../cart/index';
import type { OrderRow } from './decision.model';

type Checkout = CartRow['checkout'];

/** What a placed order spends of a member's shareholder-benefit vouchers. */
type AllowanceSpend = {
  userId: number;
  channelId: string;
  orderId: number;
  amount: number;
  items?: number;
};

/** What a placed order did to points: used at checkout, and the goods it pays for. */
type OrderPointsInput = {
  userId: number | null;
  orderId: number;
  used: number;
  goodsWithTax: number;
  couponDiscount: number;
};

/**
 * What checkout asks of the domains built on it (social gifts, receipts, orders' points,
 * shareholder benefits). They import checkout, so checkout reaches them only through these hooks,
 * which the app sets at start-up.
 */
export type OrderHooks = {
  /** Inside the decision's transaction: records the points used and earned; returns those earned. */
  recordOrderPoints(tx: Tx, points: OrderPointsInput): Promise<number>;
  /** Inside the decision's transaction: spends the member's vouchers; 422 when less is left. */
  spendAllowance(tx: Tx, spend: AllowanceSpend): Promise<void>;
  /** 422 when the cart's gift shipment cannot become an order with this payment. */
  checkGiftOrder(tx: Tx, cart: CartRow, lines: CartLineRow[], paymentKind: string): Promise<void>;
  /** Records the placed order's social gift, when its checkout has one. */
  createOrderGift(
    tx: Tx,
    channel: Channel,
    order: OrderRow,
    checkout: Checkout,
    paymentKind: string,
  ): Promise<void>;
  /** Whether the checkout holds a social-gift shipment. */
  isGiftCart(checkout: Checkout): boolean;
  /** 422 when a split leaves the gift shipment with a line that cannot be gifted. */
  checkGiftSplit(
    tx: Tx,
    cart: { id: number; checkout: Checkout },
    lines: CartLineRow[],
  ): Promise<void>;
  /** `PATCH /v1/carts/shippings/add` with `is_social_gift`: the gift shipment. */
  addGiftShipment(
    db: Db,
    channel: Channel,
    body: ShippingAddBody,
    viewer: CartViewer,
  ): Promise<Cart>;
  /** The social gift of a placed order, as the order page shows it. */
  socialGiftOf(db: Db | Tx, orderId: number): Promise<SocialGiftSummary | null>;
  /** The receipt link of a guest order's confirmation mail; none for members. */
  receiptUrl(order: OrderRow): string | undefined;
};

let hooks: OrderHooks | null = null;

/** Sets the hooks checkout calls into the domains built on it (createApp does, at start-up). */
export function configureOrderHooks(set: OrderHooks): void {
  hooks = set;
}

/** The hooks set at start-up. */
export function orderHooks(): OrderHooks {
  if (!hooks) throw new Error('Checkout has no order hooks (createApp sets them).');
  return hooks;
}
