import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DeliverySlip, deliverySlipPdf } from './delivery-slip.model';

const slip = (shipmentLabel: string): DeliverySlip => ({
  shop: {
    name: '大川屋オンラインショップ',
    address: '東京都江東区大川一丁目2番3号',
    phone: '03-1234-5678',
  },
  orderNo: 'A-000123',
  orderedAt: new Date('2026-11-01T03:00:00Z'),
  issuedAt: new Date('2026-11-02T03:00:00Z'),
  shipmentLabel,
  shipTo: {
    name: '山田 花子',
    postalCode: '〒135-0001',
    address: '東京都江東区毛利1-2-3',
    phone: '090-1234-5678',
  },
  delivery: { name: '宅配便', date: null, slot: null },
  lines: [{ name: 'オックスフォードシャツ', variant: 'L', quantity: 1, unitWithTax: 5500 }],
  wrapping: null,
  noshi: null,
  hidePrices: false,
});

/** The text pdftotext reads from the slip's bytes (what it really prints). */
async function printed(s: DeliverySlip): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'slip-model-')), 'slip.pdf');
  writeFileSync(file, await deliverySlipPdf(s));
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
}

const count = (text: string, word: string) => text.split(word).length - 1;

describe('deliverySlipPdf: the ship-to heading', () => {
  it('reads お届け先 once for a lone shipment, never お届け先：お届け先', async () => {
    const text = await printed(slip('お届け先'));
    expect(text).not.toContain('お届け先：');
    expect(count(text, 'お届け先')).toBe(1);
    expect(text).toContain('山田 花子');
  });

  it('names the shipment (お届け先2) when the order has several', async () => {
    const text = await printed(slip('お届け先2'));
    expect(text).toContain('お届け先2');
    expect(text).not.toContain('お届け先：');
    expect(count(text, 'お届け先')).toBe(1);
  });
});
