import { sql } from 'drizzle-orm';
import type { Tx } from '../client';

/** Channels that sell another channel's catalogue (the same shop in another theme). */
const SHARED_CATALOGUES: { channel: string; from: string }[] = [
  { channel: 'wa', from: 'default' },
  { channel: 'simple', from: 'default' },
];

/** Lists every product of the source channel in the channels that share its catalogue. */
export async function seedSharedCatalogues(tx: Tx, channelIds: string[]): Promise<void> {
  for (const { channel, from } of SHARED_CATALOGUES) {
    if (!channelIds.includes(channel)) continue;
    await tx.execute(sql`insert into product_channels (product_id, channel_id)
      select product_id, ${channel} from product_channels where channel_id = ${from}
      on conflict do nothing`);
  }
}
