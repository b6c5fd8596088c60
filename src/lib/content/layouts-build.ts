import {
  type ColorScheme,
  ColorSchemeSchema,
  FileContentsSchema,
  type PageLayout,
  PageLayoutSchema,
} from '../../../contract/settings/layouts.schema';
import { DRAFT_KINDS, DRAFT_SCHEME_KEY } from '../../../contract/shared/draft-preview';
import { buildGet, buildKeyedList } from '../shared/build-api';
import { perRender, perRenderByKey, renderOverrides } from '../shared/per-render';
import {
  layoutPageOf,
  type PagePart,
  type PagePartRef,
  type PartOf,
  type PartsPage,
  pagePartRefs,
  type ShopLayout,
  shopLayout,
} from './layouts.model';

/** Every page layout of the channel (`GET /v1/layouts`), read in one call per render pass. */
const buildLayouts = perRender(() => buildKeyedList('/v1/layouts', PageLayoutSchema, 'page'));

/**
 * A page's layout (as `/v1/layouts/{page}` answers it) once per render pass; null when the page
 * has none. A preview's draft layout of the page is shown instead. The page reads its own layout
 * only: another page's layout edit does not render it again.
 */
export const buildPageLayout: (page: string) => Promise<PageLayout | null> = perRenderByKey(
  async (page) =>
    renderOverrides<PageLayout>(DRAFT_KINDS.layout)?.get(page) ?? (await buildLayouts())(page),
);

/** The channel's selected colour scheme, once per render pass (a preview's draft scheme instead). */
export const buildColorScheme: () => Promise<ColorScheme> = perRender(
  async () =>
    renderOverrides<ColorScheme>(DRAFT_KINDS.colorScheme)?.get(DRAFT_SCHEME_KEY) ??
    buildGet('/v1/colorschemes/selected/front', ColorSchemeSchema).then((r) => r.data),
);

/** The sanitised text of a media file, or null: a failed load is ignored (spec §8). */
export async function buildFileContents(
  url: string,
  fetcher?: typeof fetch,
): Promise<string | null> {
  try {
    const res = await buildGet('/v1/files-contents', FileContentsSchema, {
      params: { url },
      fetch: fetcher,
    });
    return res.data.content || null;
  } catch {
    return null;
  }
}

async function load<T extends string>(ref: PagePartRef<T>): Promise<PagePart<T> | null> {
  if (ref.type !== 'embed') return ref as PagePart<T>;
  const { title, url } = ref as { title: string; url: string };
  const html = await buildFileContents(url);
  return html ? { type: 'embed', title, html } : null;
}

/** A page's parts in the order of `/v1/layouts/{page}`, embeds loaded (failed ones left out). */
export async function buildPageParts<P extends PartsPage>(page: P): Promise<PagePart<PartOf<P>>[]> {
  const refs = pagePartRefs(page, await buildPageLayout(page));
  const parts = await Promise.all(refs.map(load));
  return parts.filter((p): p is PagePart<PartOf<P>> => p !== null);
}

/** The shop-page layout (default, simple, sample) of the page at `route` (`Astro.routePattern`). */
export async function buildShopLayout(route: string): Promise<ShopLayout> {
  return shopLayout((await buildPageLayout(layoutPageOf(route)))?.layout);
}
