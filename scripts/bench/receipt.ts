import { invoiceFigures, receiptPdf } from '../../server/contexts/commerce/receipts/index';

/** Receipt PDF generation time over `runs` receipts (after one warm-up that loads the fonts). */
export type ReceiptFigure = { runs: number; meanMs: number; maxMs: number; targetMs: number };

/** Target: one receipt PDF (Noto Sans JP subset embedded) in under 150 ms. */
export const RECEIPT_TARGET_MS = 150;

const LINES = [
  ['手焼き煎餅 詰め合わせ', '24枚入', 3000, 8, 2],
  ['特上煎茶', '100g', 1500, 8, 1],
  ['オックスフォードシャツ', 'ホワイト / M', 6800, 10, 1],
  ['チノパンツ', 'ベージュ / M', 7800, 10, 1],
] as const;

/** Times `runs` receipts of a four-line order at both tax rates. */
export async function benchReceipt(runs = 20): Promise<ReceiptFigure> {
  const lines = LINES.map(([productName, variantName, unitPrice, taxRate, quantity], i) => ({
    id: i + 1,
    productName,
    variantName,
    unitPrice,
    taxRate,
    quantity,
    parentId: null,
  }));
  const figures = invoiceFigures(
    { totalCarriage: 0, totalDiscount: 0, pointsUsed: 0, paymentFee: 0, totalPayment: 29_300 },
    lines,
  );
  const make = (i: number) =>
    receiptPdf({
      issuer: { shopName: '大川屋オンラインショップ', registrationNumber: 'T1234567890123' },
      orderNo: `OK-20261125-${String(i).padStart(6, '0')}`,
      orderedAt: new Date(),
      name: '株式会社サトウ商店',
      proviso: 'お品代として',
      reissued: i % 2 === 1,
      issuedAt: new Date(),
      figures,
    });
  await make(0);
  const times: number[] = [];
  for (let i = 1; i <= runs; i++) {
    const start = performance.now();
    await make(i);
    times.push(performance.now() - start);
  }
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    runs,
    meanMs: round(times.reduce((a, b) => a + b, 0) / runs),
    maxMs: round(Math.max(...times)),
    targetMs: RECEIPT_TARGET_MS,
  };
}

/** The report line of the receipt figure. */
export function receiptReportLine(r: ReceiptFigure): string {
  const verdict = r.meanMs < r.targetMs ? 'ok' : 'OVER';
  return `receipt PDF: mean ${r.meanMs} ms, max ${r.maxMs} ms over ${r.runs} (target < ${r.targetMs} ms) ${verdict}`;
}
