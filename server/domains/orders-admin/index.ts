/** The back office's order calls (受注管理): list, the order whole, paid, ship, cancel, memos. */
export { backOfficeOrderRoutes } from './back-office-orders.routes';
