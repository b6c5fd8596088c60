import { buildFind, buildGet } from '../shared/build-api';
import { perRender, perRenderByKey } from '../shared/per-render';
import { type TopPart, type TopPartRef, topPartRefs } from './layouts.model';
import {
  type ColorScheme,
  ColorSchemeSchema,
  FileContentsSchema,
  type PageLayout,
  PageLayoutSchema,
} from './layouts.schema';

/** A page's layout (`/v1/layouts/{page}`) once per render pass; null when the page has none. */
export const buildPageLayout: (page: string) => Promise<PageLayout | null> = perRenderByKey(
  (page) => buildFind(`/v1/layouts/${encodeURIComponent(page)}`, PageLayoutSchema),
);

/** The channel's selected colour scheme, once per render pass. */
export const buildColorScheme: () => Promise<ColorScheme> = perRender(() =>
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

async function load(ref: TopPartRef): Promise<TopPart | null> {
  if (ref.type !== 'embed') return ref;
  const html = await buildFileContents(ref.url);
  return html ? { type: 'embed', title: ref.title, html } : null;
}

/** The top page's parts in the order of `/v1/layouts/top`, embeds loaded (failed ones left out). */
export async function buildTopParts(): Promise<TopPart[]> {
  const refs = topPartRefs(await buildPageLayout('top'));
  const parts = await Promise.all(refs.map(load));
  return parts.filter((p): p is TopPart => p !== null);
}
