/** The placed order the completion page shows (`GET /v1/carts/order/{orderNo}`), with its social gift. */
import type { PlacedOrder } from '../../contract/checkout/checkout.schema';
import { findPlacedOrder, socialGiftOf, toPlacedOrder } from '../contexts/commerce/steps';
import type { Db } from '../db/client';
import type { Channel } from '../http/types';

/** An order of this channel by number, readable with its guest token, with the gift it sends. */
export async function placedOrderView(
  db: Db,
  channel: Channel,
  orderNo: string,
  token: string | undefined,
): Promise<PlacedOrder> {
  const found = await findPlacedOrder(db, channel, orderNo, { token });
  const gift = await socialGiftOf(db, found.order.id);
  return { ...toPlacedOrder(found), ...(gift ? { social_gift: gift } : {}) };
}
