import { reindexStaleProducts } from '../../contexts/catalogue/api';
import { hashPassword } from '../../services/password';
import type { Database, Tx } from '../client';
import { bumpContentVersion } from '../content-version';
import { refreshPlannerStatistics } from '../migrate';
import { channels } from '../schema/index';
import { seedBenefitVouchers } from './benefit';
import { seedCatalog } from './catalog';
import { seedSharedCatalogues } from './channel-sites';
import { seedCollections } from './collections';
import { seedChannels, seedCommerce } from './commerce';
import { seedCommunity, seedContent, seedStylists } from './content';
import { seedContentExtras } from './content-extras';
import { withIndexesDeferred } from './deferred-indexes';
import { seedEmbroideryProducts } from './embroidery';
import { markOrderedVariants, seedGuestOrders } from './guest-orders';
import { seedInquiryCategories } from './inquiries';
import { seedLayouts } from './layouts';
import { seedMembers } from './members';
import { seedSystemMessages } from './message-center';
import { seedOrderEvents } from './order-events';
import { seedPointHistories } from './points';
import { seedPaidOrders } from './receipts';
import { seedSchools } from './schools';
import { seedSearchSynonyms } from './search';
import { hashDemoStaff, seedStaff } from './staff';
import type { SeedData, SeedRefs } from './types';

/** Tables a catalogue load fills row by row: their secondary indexes are built after it. */
const CATALOGUE_TABLES = [
  'products',
  'product_variants',
  'product_search',
  'product_images',
  'product_channels',
  'product_tags',
  'product_relations',
];

/** True when the database holds no shop yet (no channel). */
export async function isEmpty(database: Database): Promise<boolean> {
  const rows = await database.db.select({ id: channels.id }).from(channels).limit(1);
  return rows.length === 0;
}

/** Inserts a whole data set in one transaction; passwords are hashed with argon2id first. */
export async function seedDatabase(database: Database, data: SeedData): Promise<void> {
  const hashes = await Promise.all(data.members.map((m) => hashPassword(m.password)));
  const staffHashes = await hashDemoStaff();
  const refs: SeedRefs = {
    categories: new Map(),
    makers: new Map(),
    brands: new Map(),
    products: new Map(),
    variants: new Map(),
    users: new Map(),
  };
  await database.db.transaction(async (tx) => {
    await seedChannels(tx, data);
    await withIndexesDeferred(tx, CATALOGUE_TABLES, () => seedShop(tx, data, refs, hashes));
    await seedStaff(tx, staffHashes);
    await bumpContentVersion(tx);
  });
  await refreshPlannerStatistics(database);
}

/** Everything but the channels and staff: the catalogue, commerce, members, content; then the search rows. */
async function seedShop(tx: Tx, data: SeedData, refs: SeedRefs, hashes: string[]): Promise<void> {
  await seedCatalog(tx, data, refs);
  await seedSharedCatalogues(
    tx,
    data.channels.map((c) => c.id),
  );
  await seedCommerce(tx, data);
  await seedEmbroideryProducts(tx, refs);
  const carriage = {
    freeThreshold: data.carriage.free_threshold,
    defaultFee: data.carriage.default_fee,
    perPrefecture: data.carriage.per_prefecture,
  };
  await seedMembers(tx, data.members, hashes, refs, carriage);
  await seedGuestOrders(tx, data.guestOrders, refs, carriage);
  await seedPointHistories(tx);
  await seedPaidOrders(tx);
  await markOrderedVariants(tx);
  await seedOrderEvents(tx);
  await seedSystemMessages(tx, refs);
  await seedCommunity(tx, data, refs);
  await seedStylists(tx, data, refs);
  await seedCollections(tx, refs);
  await seedContent(tx, data);
  await seedContentExtras(tx);
  await seedInquiryCategories(tx);
  await seedLayouts(
    tx,
    data.channels.map((c) => c.id),
  );
  await seedBenefitVouchers(
    tx,
    data.channels.map((c) => c.id),
  );
  await seedSchools(
    tx,
    data.channels.map((c) => c.id),
  );
  await seedSearchSynonyms(tx);
  await reindexStaleProducts(tx);
}

/** Seeds the demo shop when the database is empty; returns whether it seeded. */
export async function seedIfEmpty(database: Database, data?: SeedData): Promise<boolean> {
  if (!(await isEmpty(database))) return false;
  const { seedData } = data ? { seedData: data } : await import('./data/index');
  await seedDatabase(database, seedData);
  return true;
}
