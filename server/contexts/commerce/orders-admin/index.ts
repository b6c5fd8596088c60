/** The back office's order calls (受注管理): list, the order whole, paid, ship, memos; and the order whole after an action. */
export { backOfficeOrderRoutes, wholeOrder } from './back-office-orders.routes';
/** The back office's shipment calls: delivery slip PDF, address or date change, carrier CSVs. */
export {
  backOfficeShipmentRoutes,
  /** The tracking-number CSV import's largest body. */
  TRACKING_CSV_MAX_BYTES,
  /** `POST /v1/admin/shipments/tracking-import`, mounted before /v1's body limit. */
  trackingImportRoutes,
} from './back-office-shipments.routes';
/** A shop cancellation's own steps: the locked order, the refund claimed once, the history, audit and mail. */
export {
  type ActionBase,
  claimShopRefund,
  lockShopCancellable,
  recordShopCancellation,
  shopCancelReason,
} from './order-actions.commands';
