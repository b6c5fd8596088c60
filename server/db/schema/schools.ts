import { boolean, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { channels } from './channels';
import { idColumn, timestamps } from './columns';

/** A school whose pupils may register on a school channel; `key` is the 学校コード it hands out. */
export const schools = pgTable(
  'schools',
  {
    id: idColumn(),
    channelId: text()
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    /** Normalised 学校コード (NFKC, upper case). */
    key: text().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('schools_channel_key_unique').on(t.channelId, t.key)],
);
