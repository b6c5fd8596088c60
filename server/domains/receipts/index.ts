/** The figures a receipt or quotation prints. */
export { invoiceFigures } from './invoice.model';
/** A receipt as PDF. */
export { receiptPdf } from './receipt-document.model';
/** Receipts and quotations (`/v1/me/orders/{id}/receipt`…). */
export { receiptRoutes } from './receipts.routes';
