/** The figures a receipt or quotation prints. */
export { invoiceFigures } from './invoice.model';
/** A receipt as PDF. */
export { receiptPdf } from './receipt-document.model';
/** A guest's receipt URL (the order confirmation mail of the place-order workflow). */
export { guestReceiptUrl } from './receipts.commands';
/** Receipts and quotations (`/v1/me/orders/{id}/receipt`…). */
export { receiptRoutes } from './receipts.routes';
