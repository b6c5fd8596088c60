import { eq } from 'drizzle-orm';
import { buildSite } from '../../server/build';
import { recordContentChange } from '../../server/db/content-version';
import { productChannels, products } from '../../server/db/schema/index';
import { openBenchShop } from './build';

// Experiment: one channel built, then rebuilt after one price change.
const n = Number(process.env.N ?? 10000);
const shop = await openBenchShop(n);
const distDir = process.env.OUT ?? '/tmp/exp/dist';
const log = (l: string) => console.log(l);
const t0 = performance.now();
const first = await buildSite({ apiBase: shop.apiBase, distDir, log, contentVersion: new Date(0) });
console.log('first', ((performance.now() - t0) / 1000).toFixed(1), JSON.stringify(first.channels));
const [p] = await shop.database.db.select().from(products).limit(1);
await shop.database.db
  .update(products)
  .set({ price: p.price + 100 })
  .where(eq(products.id, p.id));
const ch = await shop.database.db
  .select()
  .from(productChannels)
  .where(eq(productChannels.productId, p.id));
await recordContentChange(shop.database.db, {
  kind: 'product',
  key: p.key,
  channels: ch.map((c) => c.channelId),
});
const t1 = performance.now();
const second = await buildSite({
  apiBase: shop.apiBase,
  distDir,
  log,
  contentVersion: new Date(0),
});
console.log(
  'second',
  ((performance.now() - t1) / 1000).toFixed(1),
  JSON.stringify(second.channels),
);
await shop.server.close();
await shop.database.close();
process.exit(0);
