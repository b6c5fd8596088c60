import { RECEIPT_MESSAGES as M } from '../../../../contract/receipts/receipts.messages';
import type { ReceiptInfo } from '../../../../contract/receipts/receipts.schema';

/** What the receipt rules read of an order. */
export type ReceiptOrderFacts = {
  order: {
    orderNo: string;
    status: string;
    orderedAt: Date;
    paidAt: Date | null;
    orderer: Record<string, string> | null;
    totalPayment: number;
  };
  paymentKind: string;
  memberName: string | null;
  receipt: { name: string; proviso: string; issueCount: number } | null;
};

/** Paid orders get a receipt: cards are paid when ordering, other payments once `paid_at` is set. */
export function receiptState(f: ReceiptOrderFacts): ReceiptInfo['state'] {
  if (f.order.status === 'cancelled') return 'cancelled';
  return f.paymentKind === 'card' || f.order.paidAt ? 'paid' : 'unpaid';
}

/** The 宛名 offered before one is chosen: the orderer's name, else the member's. */
export function defaultReceiptName(f: ReceiptOrderFacts): string {
  const o = f.order.orderer ?? {};
  const orderer = `${o.last_name ?? ''} ${o.first_name ?? ''}`.trim();
  return orderer || (f.memberName ?? '').trim();
}

/** 宛名 and 但し書き the receipt prints: the chosen ones, else the defaults. */
export function receiptText(f: ReceiptOrderFacts): { name: string; proviso: string } {
  return {
    name: f.receipt?.name ?? defaultReceiptName(f),
    proviso: f.receipt?.proviso ?? M.defaultProviso,
  };
}

/** The receipt as the API shows it. */
export function toReceiptInfo(f: ReceiptOrderFacts): ReceiptInfo {
  const issueCount = f.receipt?.issueCount ?? 0;
  return {
    order_no: f.order.orderNo,
    ordered_at: f.order.orderedAt.toISOString(),
    total_payment: f.order.totalPayment,
    ...receiptText(f),
    state: receiptState(f),
    is_issued: issueCount > 0,
    issue_count: issueCount,
  };
}

/** The Japanese reason a receipt cannot be issued now, or null when it can. */
export function refusal(f: ReceiptOrderFacts): string | null {
  const state = receiptState(f);
  return state === 'paid' ? null : state === 'cancelled' ? M.cancelled : M.unpaid;
}

/** File name of a downloaded document. */
export function documentFileName(kind: 'receipt' | 'quotation', orderNo: string): string {
  return `${kind}-${orderNo}.pdf`;
}
