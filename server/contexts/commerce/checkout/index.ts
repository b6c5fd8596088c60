/**
 * The checkout domain's public face: shipments, promotions, stock taken at the order decision, the
 * decision, the placed order and the quotation. Other domains import checkout only from here.
 */

export {
  /** Checkout routes: orderer, shipping, remarks, coupons, points and the quotation. */
  checkoutRoutes,
} from './checkout.routes';
export type {
  /** What closing an order records: the request that placed it, the receipt link for its mail. */
  OrderClosing,
  /** The order's totals as the cart's pricing gives them. */
  OrderTotals,
  /** A cart with its lines and pricing, read and priced once for its order. */
  PricedCart,
} from './decision.commands';
export {
  /** 422 unless the priced cart can become an order with the payment the body names. */
  checkOrderable,
  /** 422 when the total the shopper confirmed is no longer the cart's total. */
  checkTotal,
  /** Writes the order's lines, empties the cart, records the request and queues the mail. */
  closeOrder,
  /** An order of this channel by number, readable with its guest token or by its member. */
  findPlacedOrder,
  /** Takes the cart's stock, spends its points and coupon, and writes the order. */
  openOrder,
  /** The earlier decision a request repeats (same key, or the cart already ordered), if any. */
  priorDecision,
  /** Whether a decision under the key (or the cart itself) was already made, read without a lock. */
  wasDecided,
} from './decision.commands';
export type {
  /** What a decision produced: the order, and whether it was replayed. */
  Decision,
  /** A placed order row. */
  OrderRow,
} from './decision.model';
export {
  /** The idempotency key of a decision sent without one: one per cart. */
  cartDecisionKey,
  /** Hash of what a key promised: the cart and the body. */
  requestHash,
  /** The decision's answer body. */
  toDecisionResult,
} from './decision.model';
export type {
  /** A check a split must pass before it is saved (the social gift's). */
  SplitCheck,
} from './divide.commands';
export {
  /** `PATCH /v1/carts/products/divide`: moves part of a line to another shipment, or sets its split. */
  divideLine,
} from './divide.commands';
export {
  /** A gift shipment's place in the mail: the recipient enters the address and the date later. */
  GIFT_SHIPMENT_MAIL,
  /** The order confirmation mail (tax included, with the per-rate breakdown the invoice rules ask for). */
  orderConfirmationMail,
} from './placed-order.messages';
export type {
  /** A line of a placed order as stored. */
  OrderLineRow,
  /** One shipment of a placed order with its lines and, once sent, its carrier and tracking number. */
  PlacedShipment,
} from './placed-order.model';
export {
  /** Mail data of a freshly placed order. */
  orderMailData,
  /** The shipments of a placed order, labelled お届け先1, お届け先2 ... */
  placedShipments,
  /** The placed order as the completion page shows it. */
  toPlacedOrder,
} from './placed-order.model';
export {
  /** How long a quotation stays valid. */
  QUOTATION_VALID_DAYS,
  /** A quotation (御見積書) of a cart as a PDF: tax included, with the per-rate breakdown. */
  quotationPdf,
} from './quotation.model';
export {
  /** `PATCH /v1/carts/shippings/add` without a gift: an address-book entry or a new address. */
  addShipment,
  /** The checkout with `shipment` added under the next free key (keys of removed ones are not reused). */
  appendShipment,
  /** Checks a delivery date and slot against the lead time and the shop calendar (checkout's rule). */
  checkDelivery,
  /** 422 unless the channel takes several shipments and the cart has room for one more. */
  checkRoomForShipment,
} from './shipments.commands';
export {
  /** Shipping routes: the lead time of a cart and the business calendar. */
  shippingRoutes,
} from './shipping.routes';
