import * as v from 'valibot';

/** Banner areas of the top page (spec: loaded areas main and topics). */
export const BANNER_AREAS = ['main', 'topics'] as const;

/** A banner (`GET /v1/banners`); only `is_show` 1 banners are returned. */
export const BannerSchema = v.object({
  id: v.number(),
  area: v.string(),
  title: v.string(),
  link: v.string(),
  image_path: v.string(),
  /** The picture's alt text (the title when the editor gave none). */
  alt: v.optional(v.string()),
  is_show: v.number(),
  sort: v.number(),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** Query of `GET /v1/banners`: comma-separated areas (default every area). */
export const BannerQuerySchema = v.object({
  area: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** An editor HTML block placed by `code` (`GET /v1/free-areas`). */
export const FreeAreaSchema = v.object({
  id: v.number(),
  code: v.string(),
  title: v.string(),
  /** Sanitised HTML. */
  body: v.string(),
  sort: v.number(),
});
export type FreeArea = v.InferOutput<typeof FreeAreaSchema>;

/** A popup (`GET /v1/popups`, or returned by `POST /v1/ecommerce_events`). */
export const PopupSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Sanitised HTML. */
  body: v.string(),
  link: v.string(),
  link_label: v.string(),
  image_path: v.string(),
  placement: v.string(),
  updated_at: v.string(),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

/** An information message keyed per page (`GET /v1/messages`). */
export const InfoMessageSchema = v.object({
  code: v.string(),
  body: v.string(),
  updated_at: v.string(),
});
export type InfoMessage = v.InferOutput<typeof InfoMessageSchema>;
