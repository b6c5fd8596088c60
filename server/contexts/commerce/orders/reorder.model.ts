import type { ReorderLine, ReorderOutcome } from '../../../../contract/orders/orders.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { withTax } from '../../../../contract/shared/money';
import type { LineProduct } from '../../catalogue/api';
import type { OrderLineRow } from '../checkout/index';

/** What a refused cart add means for a line bought again; other errors (the cart's) stop the reorder. */
const OUTCOME_OF_ERROR: Record<string, ReorderOutcome> = {
  [ERROR_CODES.outOfStock]: 'sold_out',
  [ERROR_CODES.notSale]: 'not_sold',
  [ERROR_CODES.productNotFound]: 'not_sold',
  [ERROR_CODES.validation]: 'over_limit',
};

/** The outcome a cart add error stands for, or undefined when the reorder must stop on it. */
export function outcomeOfError(code: string): ReorderOutcome | undefined {
  return OUTCOME_OF_ERROR[code];
}

/**
 * One line bought again: what happened, and its unit price then and today (tax included).
 * @example reorderLine(line, 'added', product).unit_price_with_tax // today's price, e.g. 5390
 */
export function reorderLine(
  line: OrderLineRow,
  outcome: ReorderOutcome,
  product: LineProduct | undefined,
): ReorderLine {
  return {
    line_id: line.id,
    name: line.productName,
    variant_name: line.variantName,
    quantity: line.quantity,
    outcome,
    ordered_unit_price_with_tax: withTax(line.unitPrice, line.taxRate),
    unit_price_with_tax:
      product && outcome !== 'not_sold' ? withTax(product.price, product.taxRate) : null,
  };
}
