import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../contract/cart/cart.schema';
import { sampleCart } from '../../contract/cart/cart.testing';
import { quotationPdf } from '../contexts/commerce/checkout/index';
import { invoiceFigures } from '../contexts/commerce/receipts/invoice.model';
import {
  orderQuotationPdf,
  receiptPdf,
} from '../contexts/commerce/receipts/receipt-document.model';

afterEach(() => vi.restoreAllMocks());

/** What a forged line would say if a field could break onto a line of its own. */
const FORGED = '領収金額 ¥9,999,999';
/** Line breaks, bidi and format characters, a tab, and far more text than any field holds. */
const hostile = (tag: string) =>
  `${tag}\n${FORGED}\u202e\u2028\u2029\t\r\n\u200b\u2066\u0085${'長'.repeat(300)}`;
/** Every character that must never reach a PDF line. */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** Each free-text field carries its own tag, so a line holding hostile text names its field. */
const TAG = /F\d\d/;

type Fragment = { text: string; right: number };

/** Every line pdfkit actually sets on the page (its `_fragment`), with where it ends on the right. */
async function fragmentsOf(render: () => Promise<Buffer>): Promise<Fragment[]> {
  const drawn: Fragment[] = [];
  type Fragmenter = (
    this: PDFKit.PDFDocument,
    text: string,
    x: number,
    ...rest: unknown[]
  ) => unknown;
  const proto = PDFDocument.prototype as unknown as { _fragment: Fragmenter };
  const original = proto._fragment;
  vi.spyOn(proto, '_fragment').mockImplementation(function (
    this: PDFKit.PDFDocument,
    text: string,
    x: number,
    ...rest: unknown[]
  ) {
    drawn.push({ text: String(text), right: x + this.widthOfString(String(text)) });
    return original.call(this, text, x, ...rest);
  });
  await render();
  return drawn;
}

/** The class rule: printable single lines inside the text area, each hostile line under its tag. */
function expectOneLineFields(drawn: Fragment[], tags: string[]) {
  expect(drawn.length).toBeGreaterThan(10);
  for (const { text, right } of drawn) {
    expect(text).not.toMatch(UNPRINTABLE);
    expect(right).toBeLessThanOrEqual(545.5);
    if (text.includes(FORGED) || text.includes('長')) expect(text).toMatch(TAG);
    expect(text.startsWith(FORGED)).toBe(false);
  }
  for (const tag of tags) expect(drawn.some((d) => d.text.includes(tag))).toBe(true);
}

const figures = () =>
  invoiceFigures(
    { totalCarriage: 0, totalDiscount: 0, pointsUsed: 0, paymentFee: 0, totalPayment: 1320 },
    [
      {
        id: 1,
        productName: hostile('F03'),
        variantName: hostile('F04'),
        unitPrice: 1000,
        taxRate: 10,
        quantity: 1,
        parentId: null,
      },
      {
        id: 2,
        productName: hostile('F05'),
        variantName: '',
        unitPrice: 200,
        taxRate: 10,
        quantity: 1,
        parentId: 1,
      },
    ],
  );

/** A cart whose every printed free text (names, variants, accessories, wrappings, addresses) is hostile. */
function hostileCart(): Cart {
  const cart = sampleCart([1, 2]);
  const [first, second] = cart.detail.products;
  if (!first || !second) throw new Error('sample cart has two lines');
  first.product_name = hostile('F11');
  first.variant_name = hostile('F12');
  second.product_name = 'シャツ';
  second.variant_name = hostile('F13');
  first.accessories = [
    {
      product_id: 9,
      product_key: 'gift-wrapping',
      product_name: hostile('F14'),
      quantity: 1,
      unit_price: 200,
      unit_price_with_tax: 220,
      amount_with_tax: 220,
      tax_rate: 10,
    },
  ];
  cart.detail.packings = [
    {
      key: 'wrap',
      shipping_key: '2',
      wrapping: 'wrap',
      wrapping_name: hostile('F15'),
      noshi: 'oiwai',
      noshi_label: '御祝',
      noshi_name: '',
      fee_with_tax: 330,
    },
  ];
  const address = (n: number) => ({
    last_name: hostile(`F${n}`),
    first_name: hostile(`F${n + 1}`),
    last_name_kana: 'キタノ',
    first_name_kana: 'トモコ',
    postal_code: '0600001',
    prefecture: hostile(`F${n + 2}`),
    city: hostile(`F${n + 3}`),
    address1: hostile(`F${n + 4}`),
    address2: hostile(`F${n + 5}`),
    phone_number: '0111234567',
  });
  const shipping = (key: string, n: number, productKey: string) => ({
    key,
    address: address(n),
    delivery_id: 3,
    delivery_name: 'お客様直送',
    delivery_date: null,
    delivery_time: null,
    delivery_time_label: null,
    products: [{ key: productKey, quantity: 1 }],
    carriage: 660,
  });
  cart.detail.shippings = [shipping('2', 20, 'line-0'), shipping('3', 30, 'line-1')];
  return cart;
}

describe('every text printed on a PDF is one line of printable characters', () => {
  it('the receipt: 宛名, 但し書き, shop name and line names', async () => {
    const drawn = await fragmentsOf(() =>
      receiptPdf({
        issuer: { shopName: hostile('F06'), registrationNumber: 'T1234567890123' },
        orderNo: 'OK-20260802-0341',
        orderedAt: new Date('2026-08-02T00:00:00Z'),
        name: hostile('F01'),
        proviso: hostile('F02'),
        reissued: true,
        issuedAt: new Date('2026-08-03T00:00:00Z'),
        figures: figures(),
      }),
    );
    expectOneLineFields(drawn, ['F01', 'F02', 'F03', 'F05', 'F06']);
  });

  it("an order's quotation: shop name and line names", async () => {
    const drawn = await fragmentsOf(() =>
      orderQuotationPdf({
        issuer: { shopName: hostile('F06'), registrationNumber: null },
        orderNo: 'OK-20260802-0341',
        issuedAt: new Date('2026-08-03T00:00:00Z'),
        validDays: 14,
        figures: figures(),
      }),
    );
    expectOneLineFields(drawn, ['F03', 'F05', 'F06']);
  });

  it("a cart's quotation: shop name, names, variants, accessories, wrappings and addresses", async () => {
    const drawn = await fragmentsOf(() => quotationPdf(hostileCart(), hostile('F10')));
    const tags = ['F10', 'F11', 'F13', 'F14', 'F15', 'F20', 'F30'];
    expectOneLineFields(drawn, tags);
  });

  it('keeps ordinary text whole', async () => {
    const cart = sampleCart([1]);
    const drawn = await fragmentsOf(() => quotationPdf(cart, 'ミセ'));
    const texts = drawn.map((d) => d.text);
    expect(texts).toEqual(expect.arrayContaining(['ミセ', 'オックスフォードシャツ 0（M）']));
  });
});
