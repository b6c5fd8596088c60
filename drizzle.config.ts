import { defineConfig } from 'drizzle-kit';

/** drizzle-kit: `npm run db:generate` writes SQL migrations from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
});
