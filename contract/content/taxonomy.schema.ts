import * as v from 'valibot';
import { ProductSchema } from '../catalog/catalog.schema';

/** A maker (`GET /v1/makers`, `/v1/makers/{key}`). */
export const MakerSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  kana: v.string(),
  description: v.string(),
  product_count: v.number(),
});
export type Maker = v.InferOutput<typeof MakerSchema>;

/** A brand (`GET /v1/brands`), with its maker. */
export const BrandSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  kana: v.string(),
  description: v.string(),
  maker: v.nullable(v.object({ id: v.number(), key: v.string(), name: v.string() })),
  product_count: v.number(),
});
export type Brand = v.InferOutput<typeof BrandSchema>;

/** A stylist's coordinate with the products worn. */
export const CoordinateSchema = v.object({
  id: v.number(),
  key: v.string(),
  title: v.string(),
  description: v.string(),
  products: v.array(ProductSchema),
});
export type Coordinate = v.InferOutput<typeof CoordinateSchema>;

/** A stylist in a list (`GET /v1/stylists`). */
export const StylistSchema = v.object({
  id: v.number(),
  key: v.string(),
  name: v.string(),
  kana: v.string(),
  profile: v.string(),
  height_cm: v.nullable(v.number()),
  coordinate_count: v.number(),
});
export type Stylist = v.InferOutput<typeof StylistSchema>;

/** One stylist with coordinates (`GET /v1/stylists/{key}`). */
export const StylistDetailSchema = v.object({
  ...StylistSchema.entries,
  coordinates: v.array(CoordinateSchema),
});
export type StylistDetail = v.InferOutput<typeof StylistDetailSchema>;
