/**
 * The checkout domain's public face: shipments, promotions, stock taken at the order decision, the
 * decision, the placed order and the quotation. Other domains import checkout only from here.
 */

export {
  /** Checkout routes: orderer, shipping, remarks, the decision and the placed order. */
  checkoutRoutes,
} from './checkout.routes';
export {
  /** An order of this channel by number, readable with its guest token or by its member. */
  findPlacedOrder,
} from './decision.commands';
export type {
  /** A placed order row. */
  OrderRow,
} from './decision.model';
export {
  /** Sets the hooks checkout calls into social gifts and receipts (createApp does, at start-up). */
  configureOrderHooks,
} from './order-hooks';
export {
  /** A gift shipment's place in the mail: the recipient enters the address and the date later. */
  GIFT_SHIPMENT_MAIL,
  /** The order confirmation mail (tax included, with the per-rate breakdown the invoice rules ask for). */
  orderConfirmationMail,
} from './placed-order.messages';
export type {
  /** A line of a placed order as stored. */
  OrderLineRow,
} from './placed-order.model';
export {
  /** Mail data of a freshly placed order. */
  orderMailData,
  /** The shipments of a placed order, labelled お届け先1, お届け先2 ... */
  placedShipments,
} from './placed-order.model';
export {
  /** How long a quotation stays valid. */
  QUOTATION_VALID_DAYS,
  /** A quotation (御見積書) of a cart as a PDF: tax included, with the per-rate breakdown. */
  quotationPdf,
} from './quotation.model';
export {
  /** The checkout with `shipment` added under the next free key (keys of removed ones are not reused). */
  appendShipment,
  /** 422 unless the channel takes several shipments and the cart has room for one more. */
  checkRoomForShipment,
} from './shipments.commands';
export {
  /** Shipping routes: the lead time of a cart and the business calendar. */
  shippingRoutes,
} from './shipping.routes';
