import { RECEIPT_PDF_MESSAGES as P } from '../../../../contract/receipts/receipts.messages';
import { PUNCTUATION } from '../../../../contract/shared/common.messages';
import { withTax } from '../../../../contract/shared/money';
import { orderTotals } from '../cart/index';

/** The reduced tax rate (food), marked ※軽減税率対象 on a qualified invoice. */
export const REDUCED_RATE = 8;

/** An order line as stored: tax-excluded unit price frozen at order time. */
export type InvoiceSourceLine = {
  id: number;
  productName: string;
  variantName: string;
  unitPrice: number;
  taxRate: number;
  quantity: number;
  parentId: number | null;
};

/** The order amounts an invoice needs (integer yen, frozen at order time). */
export type InvoiceSourceOrder = {
  totalCarriage: number;
  totalDiscount: number;
  pointsUsed: number;
  paymentFee: number;
  totalPayment: number;
};

/** One printed line: tax-included unit price and amount. */
export type InvoiceLine = {
  name: string;
  rate: number;
  reduced: boolean;
  quantity: number;
  unitWithTax: number;
  amountWithTax: number;
};

/** The total and the consumption tax of one rate (one rounding per rate per document). */
export type InvoiceRate = { rate: number; reduced: boolean; amountWithTax: number; tax: number };

/** Everything a qualified invoice (適格請求書) of an order states about money. */
export type InvoiceFigures = {
  lines: InvoiceLine[];
  carriage: number;
  fee: number;
  discount: number;
  rates: InvoiceRate[];
  total: number;
};

function lineName(l: InvoiceSourceLine): string {
  const name = l.variantName
    ? `${l.productName}${PUNCTUATION.paren(l.variantName)}`
    : l.productName;
  return l.parentId === null ? name : P.accessory(l.productName);
}

/** Lines in reading order: each ordinary line followed by its accessories, fee lines last. */
function readingOrder(lines: InvoiceSourceLine[]): InvoiceSourceLine[] {
  const tops = lines.filter((l) => l.parentId === null);
  return tops.flatMap((t) => [t, ...lines.filter((l) => l.parentId === t.id)]);
}

/**
 * The invoice figures of an order. Per rate the tax-excluded amounts are summed and the tax is
 * rounded once (down), as the order's own totals were; carriage and fees join the 10% total and
 * discounts are spread over the rates, so the rate totals add up to what was paid.
 */
export function invoiceFigures(
  order: InvoiceSourceOrder,
  lines: InvoiceSourceLine[],
): InvoiceFigures {
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: l.unitPrice, taxRate: l.taxRate, quantity: l.quantity })),
    { freeThreshold: Number.POSITIVE_INFINITY, defaultFee: order.totalCarriage, perPrefecture: {} },
    {
      carriage: order.totalCarriage,
      couponDiscount: order.totalDiscount - order.pointsUsed,
      pointDiscount: order.pointsUsed,
      paymentFee: order.paymentFee,
    },
  );
  return {
    lines: readingOrder(lines).map((l) => {
      const unitWithTax = withTax(l.unitPrice, l.taxRate);
      return {
        name: lineName(l),
        rate: l.taxRate,
        reduced: l.taxRate === REDUCED_RATE,
        quantity: l.quantity,
        unitWithTax,
        amountWithTax: unitWithTax * l.quantity,
      };
    }),
    carriage: order.totalCarriage,
    fee: order.paymentFee,
    discount: order.totalDiscount,
    rates: totals.rates.map((r) => ({
      rate: r.rate,
      reduced: r.rate === REDUCED_RATE,
      amountWithTax: r.amountWithTax,
      tax: r.tax,
    })),
    total: order.totalPayment,
  };
}

/** A registration number as the invoice rules write it: `T` and 13 digits, else null. */
export function registrationNumber(setting: unknown): string | null {
  const text = typeof setting === 'string' ? setting.trim().toUpperCase() : '';
  return /^T\d{13}$/.test(text) ? text : null;
}

/** Whether the issue that was just counted is a reissue (再発行): any issue after the first. */
export function isReissue(issueCount: number): boolean {
  return issueCount > 1;
}
