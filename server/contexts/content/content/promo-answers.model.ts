import type { Banner, FreeArea, Popup } from '../../../../contract/content/content.schema';
import type { freeAreas } from '../../../db/schema/index';
import { sanitizeRichHtml } from '../../../services/sanitize';
import type { BannerRow, PopupRow } from './articles.queries';

type FreeAreaRow = typeof freeAreas.$inferSelect;

/** A banner as `GET /v1/banners` answers it. */
export const bannerAnswer = (b: BannerRow): Banner => ({
  id: b.id,
  area: b.area,
  title: b.title,
  link: b.link,
  image_path: b.imagePath || `/media/banners/${b.id}.svg`,
  alt: b.alt || b.title,
  is_show: b.isShow,
  sort: b.sort,
});

/** A popup as `GET /v1/popups` answers it (also what an ecommerce event may return). */
export const popupAnswer = (p: PopupRow): Popup => ({
  id: p.id,
  title: p.title,
  body: sanitizeRichHtml(p.bodyHtml),
  link: p.link,
  link_label: p.linkLabel,
  image_path: '',
  placement: p.placement,
  updated_at: p.updatedAt.toISOString(),
});

/** A free area as `GET /v1/free-areas` answers it, its HTML sanitised. */
export const freeAreaAnswer = (r: FreeAreaRow): FreeArea => ({
  id: r.id,
  code: r.code,
  title: r.title,
  body: sanitizeRichHtml(r.bodyHtml),
  sort: r.sort,
});
