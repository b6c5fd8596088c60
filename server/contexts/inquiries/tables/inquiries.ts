/** Inquiries from the contact forms, their threads with the shop, and uploaded attachments. */
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps, tstz } from '../../../db/schema/columns';
import { staff } from '../../back-office/tables/staff';
import { categories } from '../../catalogue/tables/catalog';
import { orders } from '../../commerce/tables/cart';
import { users } from '../../identity/tables/account';
import { channels } from '../../platform/tables/settings';

/**
 * Where an inquiry stands for the shop: 新規 (nobody has taken it), 対応中, 回答済み (the shop's
 * reply is the last word), クローズ. Members see 対応中 for all but closed.
 */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;

/** PostgreSQL `bytea`, read as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** An inquiry: a member's (userId) or a guest's (name and e-mail as typed). */
export const inquiries = pgTable(
  'inquiries',
  {
    id: idColumn(),
    channelId: text().references(() => channels.id, { onDelete: 'set null' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    body: text().notNull(),
    name: text().notNull(),
    nameKana: text().notNull().default(''),
    email: text().notNull(),
    phone: text().notNull().default(''),
    /** The business form's company fields (spec §3 "Business contact form"). */
    extend: jsonb().$type<Record<string, string>>(),
    status: text({ enum: INQUIRY_STATUSES }).notNull().default('new'),
    /** The staff member who looks after it (担当者); null while nobody does. */
    assigneeId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** Bumped by every change of the thread or its state: the back office's writes are based on it. */
    version: integer().notNull().default(1),
    lastActivityAt: tstz().notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    check(
      'inquiries_status_check',
      sql`${t.status} in ('new', 'in_progress', 'answered', 'closed')`,
    ),
    index().on(t.userId, t.lastActivityAt),
    index().on(t.status, t.lastActivityAt),
  ],
);

/** A later message of a thread: the shop's reply or the member's answer; `readAt` for shop replies. */
export const inquiryComments = pgTable(
  'inquiry_comments',
  {
    id: idColumn(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    author: text({ enum: ['member', 'shop'] }).notNull(),
    body: text().notNull(),
    /** The staff member who wrote a shop reply (never shown to the customer). */
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    readAt: tstz(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [
    check('inquiry_comments_author_check', sql`${t.author} in ('member', 'shop')`),
    index().on(t.inquiryId),
  ],
);

/** An internal note on an inquiry (社内メモ): staff only, never in a member's answer or a mail. */
export const inquiryNotes = pgTable(
  'inquiry_notes',
  {
    id: idColumn(),
    inquiryId: integer()
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** Who wrote it as shown (the staff e-mail, or the admin token's label). */
    author: text().notNull(),
    body: text().notNull(),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.inquiryId)],
);

/**
 * An uploaded file kept in the database (so every API process sees it). `key` is its public,
 * unguessable id; a guest's file (no userId) is owned by whoever holds the key. Once attached to
 * an inquiry or a comment it cannot be attached again.
 */
export const uploadFiles = pgTable(
  'upload_files',
  {
    id: idColumn(),
    key: text().notNull().unique(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    dir: text().notNull().default(''),
    name: text().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
    inquiryId: integer().references(() => inquiries.id, { onDelete: 'cascade' }),
    commentId: integer().references(() => inquiryComments.id, { onDelete: 'cascade' }),
    createdAt: tstz().notNull().defaultNow(),
  },
  (t) => [index().on(t.inquiryId), index().on(t.commentId)],
);
