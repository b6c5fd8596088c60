/**
 * The checkout domain's public face: shipments, promotions, stock taken at the order decision, the
 * decision, the placed order and the quotation. Other domains import checkout only from here.
 */

/** Checkout routes: orderer, shipping, remarks, the decision and the placed order. */
export { checkoutRoutes } from './checkout.routes';
/** An order of this channel by number, readable with its guest token or by its member. */
export { findPlacedOrder } from './decision.commands';
/** A placed order row. */
export type { OrderRow } from './decision.model';
/** Sets the hooks checkout calls into social gifts and receipts (createApp does, at start-up). */
export { configureOrderHooks } from './order-hooks';
/** A gift shipment's place in the mail: the recipient enters the address and the date later. */
/** The order confirmation mail (tax included, with the per-rate breakdown the invoice rules ask for). */
export { GIFT_SHIPMENT_MAIL, orderConfirmationMail } from './placed-order.messages';
/** A line of a placed order as stored. */
export type { OrderLineRow } from './placed-order.model';
/** Mail data of a freshly placed order. */
/** The shipments of a placed order, labelled お届け先1, お届け先2 ... */
export { orderMailData, placedShipments } from './placed-order.model';
/** How long a quotation stays valid. */
/** A quotation (御見積書) of a cart as a PDF: tax included, with the per-rate breakdown. */
export { QUOTATION_VALID_DAYS, quotationPdf } from './quotation.model';
/** The checkout with `shipment` added under the next free key (keys of removed ones are not reused). */
/** 422 unless the channel takes several shipments and the cart has room for one more. */
export { appendShipment, checkRoomForShipment } from './shipments.commands';
/** Shipping routes: the lead time of a cart and the business calendar. */
export { shippingRoutes } from './shipping.routes';
