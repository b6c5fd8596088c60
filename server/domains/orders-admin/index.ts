/** The back office's order calls (受注管理): list, the order whole, paid, ship, cancel, memos. */
export { backOfficeOrderRoutes } from './back-office-orders.routes';
/** The back office's shipment calls: delivery slip PDF, address or date change, carrier CSVs. */
export { backOfficeShipmentRoutes } from './back-office-shipments.routes';
