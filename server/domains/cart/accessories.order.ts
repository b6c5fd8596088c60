import { eq } from 'drizzle-orm';
import { OPTION_MESSAGES as M } from '../../../src/lib/checkout/options.messages';
import { noshiOf, PACKING_TAX_RATE, wrappingOf } from '../../../src/lib/checkout/packing.constants';
import { withTax } from '../../../src/lib/shared/money';
import type { Db, Tx } from '../../db/client';
import { orderCardPayments, orderLines, orderPackings } from '../../db/schema/index';
import type { StockRequest } from '../../services/stock';
import type { CartOptions } from './accessories.pricing';
import type { CartLineRow } from './cart-state';
import { toCartPacking } from './packings.service';

type OrderLineRow = typeof orderLines.$inferSelect;

/** Stock the cart's accessories take, reserved in the same decision as its lines. */
export function accessoryStock(options: CartOptions | undefined): StockRequest[] {
  return (options?.accessories ?? [])
    .filter((a) => a.quantity > 0)
    .map((a) => ({ variantId: a.variantId, quantity: a.quantity, name: a.productName }));
}

/** Accessory order lines, each linked to the order line of its cart line. */
function accessoryLines(
  orderId: number,
  lines: CartLineRow[],
  placed: { id: number; variantId: number | null }[],
  options: CartOptions,
) {
  return options.accessories
    .filter((a) => a.quantity > 0)
    .map((a) => {
      const parentVariant = lines.find((l) => l.id === a.lineId)?.variantId;
      return {
        orderId,
        productId: a.productId,
        variantId: a.variantId,
        productName: a.productName,
        variantName: '付属品',
        unitPrice: a.price,
        taxRate: a.taxRate,
        quantity: a.quantity,
        parentId: placed.find((p) => p.variantId === parentVariant)?.id ?? null,
      };
    });
}

/** Packing fees as order lines (only wrappings that cost something). */
function packingFeeOrderLines(orderId: number, options: CartOptions) {
  return options.packings
    .filter((p) => wrappingOf(p.wrapping).fee > 0)
    .map((p) => ({
      orderId,
      productId: null,
      variantId: null,
      productName: M.packingLine,
      variantName: `${wrappingOf(p.wrapping).label}（お届け先${p.shippingKey}）`,
      unitPrice: wrappingOf(p.wrapping).fee,
      taxRate: PACKING_TAX_RATE,
      quantity: 1,
    }));
}

/** Writes what the cart held besides its lines into the order: accessories, packings, the card payment. */
export async function writeOrderOptions(
  tx: Tx,
  orderId: number,
  lines: CartLineRow[],
  placed: { id: number; variantId: number | null }[],
  options: CartOptions | undefined,
  cardIntentId?: string,
): Promise<void> {
  if (options) {
    const extra = [
      ...accessoryLines(orderId, lines, placed, options),
      ...packingFeeOrderLines(orderId, options),
    ];
    if (extra.length) await tx.insert(orderLines).values(extra);
    if (options.packings.length) {
      await tx.insert(orderPackings).values(
        options.packings.map((p) => ({
          orderId,
          shippingKey: p.shippingKey,
          wrapping: wrappingOf(p.wrapping).key,
          noshi: noshiOf(p.noshi).key,
          noshiName: noshiOf(p.noshi).key === 'none' ? '' : p.noshiName,
          feeWithTax: withTax(wrappingOf(p.wrapping).fee, PACKING_TAX_RATE),
        })),
      );
    }
  }
  if (cardIntentId) await tx.insert(orderCardPayments).values({ orderId, intentId: cardIntentId });
}

/** Packings and accessories of a placed order, as the complete page and the mail show them. */
export async function loadOrderOptions(db: Db, orderId: number, lines: OrderLineRow[]) {
  const rows = await db.select().from(orderPackings).where(eq(orderPackings.orderId, orderId));
  const packings = rows.map((p) => ({
    ...toCartPacking({ ...p, key: String(p.id) }),
    fee_with_tax: p.feeWithTax,
  }));
  const accessories = lines
    .filter((l) => l.parentId !== null)
    .map((l) => ({
      name: l.productName,
      quantity: l.quantity,
      parent_name: lines.find((p) => p.id === l.parentId)?.productName ?? '',
    }));
  return { packings, accessories };
}
