import { DELIVERY_NAMES, TIME_SLOTS } from '../../../src/lib/checkout/checkout.constants';
import { formatPostalCode } from '../../../src/lib/checkout/checkout.logic';
import { SHIPMENT_MESSAGES as S } from '../../../src/lib/checkout/shipments.messages';
import type { orderLines } from '../../db/schema/index';

type OrderLineRow = typeof orderLines.$inferSelect;

/** One shipment of a placed order with its order lines, ready to show. */
export type PlacedShipment = {
  key: string;
  label: string;
  address: Record<string, string> | null;
  deliveryName: string;
  deliveryDate: string | null;
  deliveryTimeLabel: string | null;
  carriage: number | null;
  lines: { line: OrderLineRow; quantity: number }[];
};

type Stored = {
  key?: string;
  address?: Record<string, string> | null;
  deliveryId?: number;
  deliveryDate?: string | null;
  deliveryTime?: string | null;
  carriage?: number;
  lines?: { variantId: number; quantity: number }[];
};

/**
 * The shipments of a placed order, labelled お届け先1, お届け先2 ... (a lone one just お届け先).
 * Orders recorded before shipments carried their lines hold every line (not accessories) in their one shipment.
 */
export function placedShipments(
  stored: Record<string, unknown>[] | null,
  lines: OrderLineRow[],
): PlacedShipment[] {
  const list = (stored ?? []) as Stored[];
  return list.map((s, i) => ({
    key: s.key ?? String(i + 1),
    label: list.length > 1 ? S.label(String(i + 1)) : S.single,
    address: s.address ?? null,
    deliveryName: DELIVERY_NAMES[Number(s.deliveryId)] ?? '',
    deliveryDate: s.deliveryDate ?? null,
    deliveryTimeLabel: TIME_SLOTS.find((t) => t.key === s.deliveryTime)?.label ?? null,
    carriage: s.carriage ?? null,
    lines: s.lines
      ? s.lines.flatMap((p) => {
          const line = lines.find((l) => l.variantId === p.variantId && l.parentId === null);
          return line ? [{ line, quantity: p.quantity }] : [];
        })
      : lines.filter((l) => l.parentId === null).map((line) => ({ line, quantity: line.quantity })),
  }));
}

/** An address on one line of text: 〒, prefecture to building, then the name. */
export function addressText(a: Record<string, string> | null): string {
  if (!a) return '';
  return `〒${formatPostalCode(a.postal_code ?? '')} ${a.prefecture ?? ''}${a.city ?? ''}${a.address1 ?? ''} ${a.address2 ?? ''}\n${a.last_name ?? ''} ${a.first_name ?? ''} 様`;
}
