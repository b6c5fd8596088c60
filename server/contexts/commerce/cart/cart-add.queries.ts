import { sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '../../../../contract/cart/cart.schema';
import type { Db } from '../../../db/client';
import { preparedStatement } from '../../../db/prepared';
import {
  cartLines,
  carts,
  catalogueChannelProducts,
  catalogueVariants,
} from '../../../db/schema/index';
import type { CartRow } from './cart.model';

/** What one add statement saw and did. */
export type AddOutcome = {
  /** The cart of the token as locked (before the change); undefined when no cart has it. */
  cart: CartRow | undefined;
  /** The variant's stock; null when no such variant. */
  stock: number | null;
  isShow: boolean | null;
  soldHere: boolean | null;
  /** The line's new quantity; null when nothing was written. */
  added: number | null;
};

/** What to add, and the rules the caller already knows (selling switch, clock). */
export type AddRequest = {
  token: string;
  channelId: string;
  /** The member of the request's session; a member's cart takes adds only from that member. */
  viewer: number | null;
  variantId: number;
  quantity: number;
  key: string;
  selling: boolean;
  now: Date;
  expiresAt: Date;
};

/** A row of `carts` as row_to_json gives it (snake_case keys, timestamps as text). */
function toCartRow(json: Record<string, unknown> | null): CartRow | undefined {
  if (!json) return undefined;
  const entries = Object.entries(json).map(([k, v]) => {
    const key = k.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    return [key, key.endsWith('At') && typeof v === 'string' ? new Date(v) : v];
  });
  return Object.fromEntries(entries) as CartRow;
}

const param = (name: keyof AddRequest) => sql.placeholder(name);

const addStatement = preparedStatement<Record<string, unknown>>(
  'cart_add_line_v4',
  sql`
    with cart as (
      select * from ${carts} where token = ${param('token')} for update),
    info as (
      select cart.id as cart_id, v.stock,
        -- The catalogue's rule (shown, not deleted, variant not hidden, inside the publish window).
        v.on_sale as is_show,
        exists (select 1 from ${catalogueChannelProducts} pc
          where pc.product_id = v.product_id and pc.channel_id = ${param('channelId')}) as sold_here,
        least(${MAX_LINE_QUANTITY}::int, v.stock) as line_limit
      from cart
      left join ${catalogueVariants} v on v.variant_id = ${param('variantId')}::int
      where cart.channel_id = ${param('channelId')} and cart.expires_at > ${param('now')}::timestamptz
        and (cart.user_id is null or cart.user_id = ${param('viewer')}::int)),
    ok as (
      select cart_id, line_limit from info
      where info.stock > 0 and info.is_show and info.sold_here and ${param('selling')}::boolean),
    line as (
      insert into ${cartLines} (cart_id, key, variant_id, quantity)
      select cart_id, ${param('key')}, ${param('variantId')}::int, ${param('quantity')}::int from ok
      where ${param('quantity')}::int <= ok.line_limit
      on conflict (cart_id, variant_id) do update
        set quantity = ${cartLines}.quantity + excluded.quantity, updated_at = now()
        where ${cartLines}.quantity + excluded.quantity <= (select line_limit from ok)
      returning quantity),
    touched as (
      update ${carts} set expires_at = ${param('expiresAt')}::timestamptz, updated_at = now()
      where id = (select cart_id from ok) and exists (select 1 from line))
    select row_to_json(cart) as cart, info.stock, info.is_show, info.sold_here,
      (select quantity from line) as added
    from cart left join info on true`,
);

/**
 * Cart add as ONE statement (its own transaction): lock the cart row, read the variant, and only
 * when every rule holds (channel, not expired, a guest's cart or the viewer's own, shown, sold
 * here, selling, in stock, line within min(stock, MAX_LINE_QUANTITY)) add to the line and move the cart's expiry. The upsert sums on
 * the line's latest version, so concurrent adds never lose a unit. Saves BEGIN, COMMIT and two
 * round trips over the step-by-step transaction; the caller names the rule that failed.
 */
export async function addLine(db: Db, a: AddRequest): Promise<AddOutcome> {
  const [row] = await addStatement(db, {
    ...a,
    now: a.now.toISOString(),
    expiresAt: a.expiresAt.toISOString(),
  });
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    cart: toCartRow((row?.cart as Record<string, unknown> | null) ?? null),
    stock: num(row?.stock),
    isShow: (row?.is_show as boolean | null) ?? null,
    soldHere: (row?.sold_here as boolean | null) ?? null,
    added: num(row?.added),
  };
}
