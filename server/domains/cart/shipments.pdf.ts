import type { Cart } from '../../../src/lib/cart/cart.schema';
import { formatPostalCode } from '../../../src/lib/checkout/checkout.logic';
import { SHIPMENT_MESSAGES as S } from '../../../src/lib/checkout/shipments.messages';
import { formatYen } from '../../../src/lib/shared/money';

/** The quotation's shipment lines: each shipment's label, address, carriage and its items. */
export function shipmentTexts(cart: Cart): string[] {
  const shipments = cart.detail.shippings.filter((s) => (s.products ?? []).length > 0);
  const names = new Map(
    cart.detail.products.map((l) => [l.key, `${l.product_name}（${l.variant_name}）`]),
  );
  return shipments.flatMap((s, i) => {
    const a = s.address;
    const label = shipments.length > 1 ? S.label(String(i + 1)) : S.single;
    const where = a
      ? `${a.last_name} ${a.first_name} 様　〒${formatPostalCode(a.postal_code)} ${a.prefecture}${a.city}${a.address1} ${a.address2}`
      : '未指定';
    return [
      `${label}：${where}　送料 ${formatYen(s.carriage ?? 0)}`,
      ...(s.products ?? []).map((p) => `　・${names.get(p.key) ?? ''} × ${p.quantity}`),
    ];
  });
}

/** Draws the shipments under the totals; returns where the text ends. */
export function drawShipments(doc: PDFKit.PDFDocument, cart: Cart, top: number): number {
  const texts = shipmentTexts(cart);
  if (texts.length === 0) return top;
  doc.text(texts.join('\n'), 50, top, { width: 495 });
  return doc.y;
}
