import type * as v from 'valibot';
import { type CategoryNode, CategoryNodeSchema } from '../../../contract/catalog/catalog.schema';
import {
  type Blog,
  BlogSchema,
  type BlogSummary,
  BlogSummarySchema,
  type News,
  NewsSchema,
  type NewsSummary,
  NewsSummarySchema,
  type Qa,
  type QaCategory,
  QaCategorySchema,
  QaSchema,
  type StaticPage,
  StaticPageSchema,
  StaticPageUrlSchema,
} from '../../../contract/content/articles.schema';
import {
  type Banner,
  BannerSchema,
  type FreeArea,
  FreeAreaSchema,
  type Popup,
  PopupSchema,
} from '../../../contract/content/content.schema';
import {
  type Catalog,
  CatalogSchema,
  type LandingPage,
  LandingPageSchema,
  LpSummarySchema,
} from '../../../contract/content/promotions.schema';
import {
  type Brand,
  BrandSchema,
  type Maker,
  MakerSchema,
  type Stylist,
  type StylistDetail,
  StylistDetailSchema,
  StylistSchema,
} from '../../../contract/content/taxonomy.schema';
import { DRAFT_KINDS } from '../../../contract/shared/draft-preview';
import { listOf } from '../../../contract/shared/paging.schema';
import { buildFind, buildGet } from '../shared/build-api';
import { perRenderMemo, renderOverrides, withOverrides } from '../shared/per-render';

const lists = perRenderMemo<unknown>();

/** A whole list fetched once per render pass (`per=all`). */
function all<S extends v.GenericSchema>(path: string, item: S, params = {}) {
  return lists(`${path}?${JSON.stringify(params)}`, () =>
    buildGet(path, listOf(item), { params: { per: 'all', ...params } }).then((r) => r.data.data),
  ) as Promise<v.InferOutput<S>[]>;
}

const one = <S extends v.GenericSchema>(path: string, schema: S) => buildFind(path, schema);

/** The draft a preview pass shows for `key` of `kind`, else the stored record `load` reads. */
const draftOr = <T>(
  kind: string,
  key: string,
  load: () => Promise<T | null>,
): Promise<T | null> => {
  const draft = renderOverrides<T>(kind)?.get(key);
  return draft ? Promise.resolve(draft) : load();
};
const enc = encodeURIComponent;

const byId = (record: { id: number }) => String(record.id);

/** Shown banners of the top page's areas (a preview's draft banner in its place or added). */
export const buildBanners = async (): Promise<Banner[]> =>
  withOverrides(
    DRAFT_KINDS.banner,
    await all('/v1/banners', BannerSchema, { area: 'main,topics' }),
    byId,
  );
/** Every shown free area (a preview's draft area in its place or added). */
export const buildFreeAreas = async (): Promise<FreeArea[]> =>
  withOverrides(DRAFT_KINDS.freeArea, await all('/v1/free-areas', FreeAreaSchema), byId);
/** The top-page popups (a preview's draft popup in its place or added). */
export const buildPopups = async (): Promise<Popup[]> =>
  withOverrides(DRAFT_KINDS.popup, await all('/v1/popups', PopupSchema), byId);
/** Every maker. */
export const buildMakers = (): Promise<Maker[]> => all('/v1/makers', MakerSchema);
/** One maker (`GET /v1/makers/{key}`, what its page shows), or null. */
export const buildMaker = (key: string): Promise<Maker | null> =>
  one(`/v1/makers/${enc(key)}`, MakerSchema);
/** Every brand with its maker. */
export const buildBrands = (): Promise<Brand[]> => all('/v1/brands', BrandSchema);
/** Every stylist. */
export const buildStylists = (): Promise<Stylist[]> => all('/v1/stylists', StylistSchema);
/** One stylist with coordinates, or null. */
export const buildStylist = (key: string): Promise<StylistDetail | null> =>
  one(`/v1/stylists/${enc(key)}`, StylistDetailSchema);
/** Every blog article, newest first (with a preview's draft article). */
export const buildBlogs = async (): Promise<BlogSummary[]> =>
  withOverrides(DRAFT_KINDS.blog, await all('/v1/blogs', BlogSummarySchema));
/** One blog article (a preview's draft in its place), or null. */
export const buildBlog = (key: string): Promise<Blog | null> =>
  draftOr(DRAFT_KINDS.blog, key, () => one(`/v1/blogs/${enc(key)}`, BlogSchema));
/** Every news item, newest first (with a preview's draft item). */
export const buildNewsList = async (): Promise<NewsSummary[]> =>
  withOverrides(DRAFT_KINDS.news, await all('/v1/news', NewsSummarySchema));
/** One news item (a preview's draft in its place), or null. */
export const buildNews = (key: string): Promise<News | null> =>
  draftOr(DRAFT_KINDS.news, key, () => one(`/v1/news/${enc(key)}`, NewsSchema));
/** FAQ categories. */
export const buildQaCategories = (): Promise<QaCategory[]> =>
  all('/v1/qa-categories', QaCategorySchema);
/** Every FAQ entry (a preview's draft entry in its place or added). */
export const buildQas = async (): Promise<Qa[]> =>
  withOverrides(DRAFT_KINDS.qa, await all('/v1/qas', QaSchema), (q) => String(q.id));
/** Static page addresses (with a preview's draft page). */
export const buildStaticUrls = async () =>
  withOverrides(
    DRAFT_KINDS.staticPage,
    await all('/v1/static-pages/urls', StaticPageUrlSchema),
    (u) => u.url,
    (page: StaticPage) => ({ url: page.url, title: page.data.title }),
  );
/** One static page by its URL path (`/law/`; a preview's draft in its place), or null. */
export const buildStaticPage = (url: string): Promise<StaticPage | null> =>
  draftOr(DRAFT_KINDS.staticPage, url, () => one(`/v1/static-pages/url${url}`, StaticPageSchema));
/** Landing page slugs (with a preview's draft page). */
export const buildLandingPages = async () =>
  withOverrides(
    DRAFT_KINDS.landingPage,
    await all('/v1/lp', LpSummarySchema),
    (p) => p.slug,
    (page: LandingPage) => ({ slug: page.slug, title: page.title }),
  );
/** One landing page as a guest sees it (a preview's draft in its place), or null. */
export const buildLandingPage = (slug: string): Promise<LandingPage | null> =>
  draftOr(DRAFT_KINDS.landingPage, slug, () => one(`/v1/lp/${enc(slug)}`, LandingPageSchema));
/** Printed catalogues with their pages. */
export const buildCatalogs = (): Promise<Catalog[]> => all('/v1/catalog', CatalogSchema);
/** The product category tree (top level with children); `table` as the spec sends it. */
export const buildCategoryTree = async (): Promise<CategoryNode[]> =>
  (
    await buildGet('/v1/categories/hierarchy', listOf(CategoryNodeSchema), {
      params: { table: 'products' },
    })
  ).data.data;
