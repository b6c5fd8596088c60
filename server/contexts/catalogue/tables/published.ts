import { boolean, integer, json, pgView, smallint, text } from 'drizzle-orm/pg-core';

/*
 * The catalogue's published read views: what other contexts may read of the catalogue in SQL,
 * inside one statement of their own (the cart prices a whole cart, and adds a line under its
 * lock, in one round trip). The catalogue may change its tables behind them while their columns
 * hold. Created by migration 0053 (`.existing()`: drizzle-kit leaves them alone).
 */

/**
 * One row per variant with what a cart shows and checks of it and its product: the brand's name,
 * the product's first picture, its category names root first, and `on_sale`, the catalogue's rule for being
 * sold now (shown, not deleted, variant not hidden, inside the publish window).
 */
export const catalogueVariants = pgView('catalogue_variants', {
  variantId: integer('variant_id').notNull(),
  variantName: text('variant_name').notNull(),
  stock: integer('stock').notNull(),
  productId: integer('product_id').notNull(),
  productKey: text('product_key').notNull(),
  productCode: text('product_code').notNull(),
  productName: text('product_name').notNull(),
  price: integer('price').notNull(),
  taxRate: smallint('tax_rate').notNull(),
  categoryId: integer('category_id'),
  makerId: integer('maker_id'),
  brandId: integer('brand_id'),
  brandName: text('brand_name'),
  isShow: boolean('is_show').notNull(),
  isAgeRestricted: boolean('is_age_restricted').notNull(),
  onSale: boolean('on_sale').notNull(),
  imagePath: text('image_path'),
  categoryNames: json('category_names').$type<string[]>().notNull(),
}).existing();

/** Which channels sell which products (a product may be sold in several). */
export const catalogueChannelProducts = pgView('catalogue_channel_products', {
  productId: integer('product_id').notNull(),
  channelId: text('channel_id').notNull(),
}).existing();
