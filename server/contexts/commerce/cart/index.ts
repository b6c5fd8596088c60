/**
 * The cart domain's public face: lines, totals, accessories and packings,
 * the cart view and its transaction helpers. Other domains import the cart only from here.
 */

export {
  /** Adds `quantity` of a variant and answers the cart row, not yet priced (stock counts what the cart holds). */
  addCartLine,
} from './cart.commands';
export type {
  /** A cart line with what the cart shows and prices of its variant and product. */
  CartLineRow,
  /** What a cart's totals depend on besides its lines (options, carriage, payment, coupon, allowance). */
  CartPricing,
  /** A cart row as stored. */
  CartRow,
  /** Who asks for a cart: the member id of the request's session, or undefined for a guest. */
  CartViewer,
} from './cart.model';
export {
  /** How long a cart lives after its last change. */
  CART_TTL_MS,
  /** Whether `viewer` may use the cart. */
  cartOpensFor,
  /** The server-side totals of a cart (the same numbers the decision freezes into the order), with what the allowance covers. */
  cartTotals,
  /** Whether a coupon applies now to goods worth `amount` (tax included). */
  couponApplies,
  /** Tax-included value of the goods in the cart (what coupon minimums compare against). */
  goodsWithTax,
  /** False while the temporary-stop plugin is on and says not selling. */
  isSelling,
  /** A cart line as the shipment pricing sees it. */
  pricedLine,
  /** An address as stored on the cart and order. */
  storedAddress,
  /** The checkout state with `patch` merged in. */
  withCheckout,
} from './cart.model';
export {
  /** Deletes every line (their accessories go with them) and packing of a cart. */
  deleteAllOfCart,
  /** An entry of a member's address book, if it is theirs. */
  /** A cart by token (any channel), optionally locked for update inside a transaction. */
  findCart,
  /** The line of a cart with this key, if any. */
  findLineByKey,
  /** A variant with its product and whether the channel sells that product. */
  findVariantForChannel,
  /** A cart by id, locked for update in the caller's transaction. */
  lockCartById,
  /** Saves changed columns of a cart and stamps it as changed; answers the saved row. */
  saveCart,
} from './cart.queries';
export {
  /** `PATCH /v1/carts/products/add-set`: a set order (for example a school uniform) in one call. */
  cartAddSetRoutes,
  /** Cart routes: init, read, and add/modify/delete products. */
  cartRoutes,
} from './cart.routes';
export {
  /** Runs `change` on the locked cart, then answers the cart (the checkout state itself is kept). */
  changeCart,
  /** Runs `change` on the locked cart (as `viewer` may see it) and answers the updated Cart. */
  changeCheckout,
  /** A 422 with one field's Japanese message. */
  fieldError,
  /** Runs `work` in a transaction and answers the cart row it returns. */
  presentAfterCommit,
  /** Builds the Cart response of a cart row, card status included (outside a transaction only). */
  presentCart,
  /** The usable cart of a token in a channel, as `viewer` may see it. */
  requireCart,
  /** A found cart when `viewer` may use it in this channel: 404 when not, 422 when expired. */
  usableCart,
} from './cart.tx';
export {
  /** Lines of a cart with what the cart shows of each variant and product. */
  loadCartLines,
  /** The cart's lines and everything its totals depend on, read in one statement. */
  loadPricedCart,
} from './cart-state.queries';
export type {
  /** The name embroidered on a cart line, as the cart state carries it. */
  LineEmbroidery,
} from './line-embroidery.model';
export {
  /** The name an accessory shows in the cart and keeps on the order (embroidered text and thread). */
  embroideredName,
} from './line-embroidery.model';
export type {
  /** What a cart holds besides its lines: accessories per line and packings per shipment. */
  CartOptions,
  /** One variant and how many to take (for the decision's stock reservation). */
  StockRequest,
} from './options.model';
export {
  /** Stock the cart's accessories take, reserved in the same decision as its lines. */
  accessoryStock,
  /** The packing as the cart shows it, with its fee (tax included). */
  toCartPacking,
} from './options.model';
export {
  /** Removes an attached accessory. */
  deleteAccessoryRow,
  /** The accessory `variantId` on line `lineId`, if attached. */
  findAccessory,
  /** The packing of one shipment of a cart, if it has one. */
  findPackingOf,
  /** Attaches an accessory to a cart line. */
  insertAccessory,
  /** Sets the quantity of an attached accessory. */
  setAccessoryQuantity,
} from './options.queries';
export {
  /** Cart accessories per line and packings (gift wrap / のし) per shipment. */
  accessoryRoutes,
} from './options.routes';
export type {
  /** A cart's checkout choices as stored (orderer, shipments, card, coupon...). */
  CartCheckoutState,
  /** One shipment of a cart's checkout as stored. */
  CartShipmentState,
  /** One shipment of a cart with its key. */
  Shipment,
} from './shipments.model';
export {
  /** Each shipment's lines and quantities. */
  allocate,
  /** Whether the channel lets one order go to several addresses. */
  allowsMultiple,
  /** The key of the first shipment, which holds every quantity not moved elsewhere. */
  FIRST_SHIPMENT,
  /** How many of one line each shipment holds (0 where none), by shipment key. */
  lineSplit,
  /** Most shipments one order may have. */
  MAX_SHIPMENTS,
  /** The next shipment key ("2", "3", ...); a key once given is not given again. */
  nextShipmentKey,
  /** Carriage of each shipment by key. */
  shipmentCarriage,
  /** Every shipment of a cart, "1" first; none until one is chosen or a further one is added. */
  shipmentsOf,
  /** The stored form of an allocation: only quantities outside shipment "1". */
  toStoredAllocations,
  /** The stored allocations with line `key` split as `split` (everything else normalised). */
  withSplit,
} from './shipments.model';
export type {
  /** Shipping fee rules (one row of carriage_settings). */
  CarriageRule,
} from './totals.model';
export {
  /** Whole-document totals: products (tax-excluded), tax, carriage and payment. */
  documentTotals,
  /** Order totals under Japan's invoice rules. */
  orderTotals,
} from './totals.model';
