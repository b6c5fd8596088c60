import { reindexStaleProducts } from '../contexts/catalogue/api';
import { type Database, openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed/index.ts';

/** Where the shop's data lives. */
export interface DatabaseTarget {
  dataDir?: string;
  databaseUrl?: string;
}

/** Opens the database, applies migrations and seeds demo data when it is empty, reporting each step. */
export async function openShopDatabase(
  target: DatabaseTarget,
  log: (line: string) => void,
): Promise<Database> {
  log('migrating…');
  const database = await openDatabase(target);
  await migrateDatabase(database);
  log('seeding…');
  log((await seedIfEmpty(database)) ? 'seed: demo data loaded' : 'seed: already present');
  const indexed = await reindexStaleProducts(database.db);
  if (indexed > 0) log(`search: ${indexed} products indexed`);
  return database;
}
