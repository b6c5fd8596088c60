import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceFigures } from './invoice.model';
import { receiptPdf } from './receipt-document.model';

afterEach(() => vi.restoreAllMocks());

const figures = invoiceFigures(
  {
    totalCarriage: 0,
    totalDiscount: 0,
    pointsUsed: 0,
    paymentFee: 0,
    totalPayment: 1100,
  },
  [
    {
      id: 1,
      productName: '手ぬぐい',
      variantName: '',
      unitPrice: 1000,
      taxRate: 10,
      quantity: 1,
      parentId: null,
    },
  ],
);

/** Every string the receipt draws, with the width it was given. */
async function drawnTexts(name: string, proviso: string) {
  const drawn: { text: string; width?: number; fits: boolean }[] = [];
  const original = PDFDocument.prototype.text as (...args: unknown[]) => PDFKit.PDFDocument;
  const proto = PDFDocument.prototype as unknown as { text: (...args: unknown[]) => unknown };
  vi.spyOn(proto, 'text').mockImplementation(function (
    this: PDFKit.PDFDocument,
    ...args: unknown[]
  ) {
    const [text, , , options] = args as [string, number, number, { width?: number }?];
    const width = options?.width;
    const fits = width === undefined || this.widthOfString(String(text)) <= width;
    drawn.push({ text: String(text), width, fits });
    return original.apply(this, args);
  });
  await receiptPdf({
    issuer: { shopName: 'ミセ', registrationNumber: 'T1234567890123' },
    orderNo: 'OK-20260802-0341',
    orderedAt: new Date('2026-08-02T00:00:00Z'),
    name,
    proviso,
    reissued: false,
    issuedAt: new Date('2026-08-03T00:00:00Z'),
    figures,
  });
  return drawn;
}

describe('receiptPdf', () => {
  it('prints a stored 宛名 and 但し書き on one line each, without breaks or bidi controls, clipped to the field', async () => {
    const name = `山田商店\n領収金額 ¥9,999,999\u202e${'長'.repeat(60)}`;
    const proviso = `お品代として\r\n領収金額 ¥9,999,999\u2028\u200b${'長'.repeat(80)}`;
    const drawn = await drawnTexts(name, proviso);
    for (const { text } of drawn) expect(text).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    const nameLine = drawn.find((d) => d.text.startsWith('山田商店'));
    const provisoLine = drawn.find((d) => d.text.startsWith('但し'));
    expect(nameLine).toMatchObject({ fits: true, width: 260 });
    expect(nameLine?.text).toMatch(/^山田商店 領収金額 ¥9,999,999長+…　様$/);
    expect(provisoLine).toMatchObject({ fits: true, width: 495 });
    expect(provisoLine?.text).toMatch(/…$/);
  });

  it('prints a short 宛名 as it is', async () => {
    const drawn = await drawnTexts('株式会社ミセ商事', 'お品代として');
    expect(drawn.map((d) => d.text)).toEqual(
      expect.arrayContaining(['株式会社ミセ商事　様', '但し　お品代として']),
    );
  });
});
