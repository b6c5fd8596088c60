/**
 * The cart domain's public face: lines, totals, accessories and packings, the business calendar,
 * the cart view and its transaction helpers, the ecommerce events. Other domains import the cart only from here.
 */

/** Adds days to a YYYY-MM-DD date. */
/** The business calendar from `start` to `end` inclusive. */
/** Why the shop is closed on a date, or null on a business day. */
/** How far ahead a delivery date may be chosen. */
/** The earliest delivery date for an order placed at `now` to `prefecture`. */
/** The JST calendar date of an instant, as YYYY-MM-DD. */
/** The delivery choices of a cart. */
export {
  addDays,
  calendar,
  closedReason,
  DELIVERY_WINDOW_DAYS,
  earliestDelivery,
  jstDate,
  leadtimeFor,
} from './calendar.model';
/** Adds `quantity` of a variant; the stock check counts what the cart already holds. */
export { addToCart } from './cart.commands';
/** A cart line with what the cart shows and prices of its variant and product. */
/** A cart row as stored. */
/** Who asks for a cart: the member id of the request's session, or undefined for a guest. */
export type { CartLineRow, CartRow, CartViewer } from './cart.model';
/** How long a cart lives after its last change. */
/** Whether `viewer` may use the cart. */
/** The server-side totals of a cart (the same numbers the decision freezes into the order), with what the allowance covers. */
/** Whether a coupon applies now to goods worth `amount` (tax included). */
/** Tax-included value of the goods in the cart (what coupon minimums compare against). */
/** False while the temporary-stop plugin is on and says not selling. */
/** A cart line as the shipment pricing sees it. */
/** An address as stored on the cart and order. */
/** The checkout state with `patch` merged in. */
export {
  CART_TTL_MS,
  cartOpensFor,
  cartTotals,
  couponApplies,
  goodsWithTax,
  isSelling,
  pricedLine,
  storedAddress,
  withCheckout,
} from './cart.model';
/** Deletes every line (their accessories go with them) and packing of a cart. */
/** An entry of a member's address book, if it is theirs. */
/** A cart by token (any channel), optionally locked for update inside a transaction. */
/** The line of a cart with this key, if any. */
/** A variant with its product and whether the channel sells that product. */
/** Saves changed columns of a cart and stamps it as changed; answers the saved row. */
export {
  deleteAllOfCart,
  findBookAddress,
  findCart,
  findLineByKey,
  findVariantForChannel,
  saveCart,
} from './cart.queries';
/** `PATCH /v1/carts/products/add-set`: a set order (for example a school uniform) in one call. */
/** Cart routes: init, read, and add/modify/delete products. */
export { cartAddSetRoutes, cartRoutes } from './cart.routes';
/** Runs `change` on the locked cart, then answers the cart (the checkout state itself is kept). */
/** Runs `change` on the locked cart (as `viewer` may see it) and answers the updated Cart. */
/** A 422 with one field's Japanese message. */
/** Runs `work` in a transaction and answers the cart row it returns. */
/** Builds the Cart response of a cart row, card status included (outside a transaction only). */
/** The usable cart of a token in a channel, as `viewer` may see it. */
/** Sets how the cart asks the card provider for a payment's live status (the payments domain does, at start-up). */
export {
  changeCart,
  changeCheckout,
  fieldError,
  presentAfterCommit,
  presentCart,
  requireCart,
  setCardStatusLookup,
} from './cart.tx';
/** Lines of a cart with what the cart shows of each variant and product. */
/** The cart's lines and everything its totals depend on, read in one statement. */
export { loadCartLines, loadPricedCart } from './cart-state.queries';
/** The daily job that deletes ecommerce events older than the retention period. */
/** Deletes events recorded more than `retentionDays` before `ctx.now`; answers how many went. */
export { EVENTS_PRUNE_JOB, pruneEcommerceEvents } from './ecommerce-events.commands';
/** Ecommerce events. */
export { ecommerceEventRoutes } from './ecommerce-events.routes';
/** What a cart holds besides its lines: accessories per line and packings per shipment. */
/** One variant and how many to take (for the decision's stock reservation). */
export type { CartOptions, StockRequest } from './options.model';
/** Stock the cart's accessories take, reserved in the same decision as its lines. */
/** The packing as the cart shows it, with its fee (tax included). */
export { accessoryStock, toCartPacking } from './options.model';
/** Removes an attached accessory. */
/** The accessory `variantId` on line `lineId`, if attached. */
/** The packing of one shipment of a cart, if it has one. */
/** Attaches an accessory to a cart line. */
/** Sets the quantity of an attached accessory. */
export {
  deleteAccessoryRow,
  findAccessory,
  findPackingOf,
  insertAccessory,
  setAccessoryQuantity,
} from './options.queries';
/** Cart accessories per line and packings (gift wrap / のし) per shipment. */
export { accessoryRoutes } from './options.routes';
/** One shipment of a cart with its key. */
/** A cart's checkout choices as stored (orderer, shipments, card, coupon...). */
/** One shipment of a cart's checkout as stored. */
export type { CartCheckoutState, CartShipmentState, Shipment } from './shipments.model';
/** Each shipment's lines and quantities. */
/** Whether the channel lets one order go to several addresses. */
/** The key of the first shipment, which holds every quantity not moved elsewhere. */
/** How many of one line each shipment holds (0 where none), by shipment key. */
/** Most shipments one order may have. */
/** The next shipment key ("2", "3", ...); a key once given is not given again. */
/** Carriage of each shipment by key. */
/** Every shipment of a cart, "1" first; none until one is chosen or a further one is added. */
/** The stored form of an allocation: only quantities outside shipment "1". */
/** The stored allocations with line `key` split as `split` (everything else normalised). */
export {
  allocate,
  allowsMultiple,
  FIRST_SHIPMENT,
  lineSplit,
  MAX_SHIPMENTS,
  nextShipmentKey,
  shipmentCarriage,
  shipmentsOf,
  toStoredAllocations,
  withSplit,
} from './shipments.model';
/** Shipping fee rules (one row of carriage_settings). */
export type { CarriageRule } from './totals.model';
/** Whole-document totals: products (tax-excluded), tax, carriage and payment. */
/** Order totals under Japan's invoice rules. */
export { documentTotals, orderTotals } from './totals.model';
