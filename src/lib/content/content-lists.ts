import { CONTENT_MESSAGES as M } from '../../../contract/content/content.messages';
import type { Crumb } from '../seo/seo.model';
import { trail } from '../seo/seo.model';
import { pageOf, pagePath } from './content.model';
import { buildBlogs, buildMakers, buildNewsList, buildStylists } from './content-build';

/** The paged content lists: where they live, their title, screen and loader. */
export const CONTENT_LISTS = {
  maker: {
    base: '/maker/',
    title: M.makers,
    screen: 'MakerListPage',
    prop: 'makers',
    load: buildMakers,
  },
  stylist: {
    base: '/stylist/',
    title: M.stylists,
    screen: 'StylistListPage',
    prop: 'stylists',
    load: buildStylists,
  },
  blog: {
    base: '/blog/',
    title: M.blogList,
    screen: 'BlogListPage',
    prop: 'blogs',
    load: buildBlogs,
  },
  news: {
    base: '/news/',
    title: M.newsList,
    screen: 'NewsListPage',
    prop: 'news',
    load: buildNewsList,
  },
} as const;
export type ContentListKind = keyof typeof CONTENT_LISTS;

/** Everything a list page renders: screen name, its props and the SEO input. */
export async function contentListPage(kind: ContentListKind, page: number) {
  const list = CONTENT_LISTS[kind];
  const all = await list.load();
  const { items, current, last } = pageOf<unknown>(all, page);
  const path = pagePath(list.base, page);
  const title = page > 1 ? `${list.title}${M.pageSuffix(page)}` : list.title;
  const crumbs: Crumb[] = trail({ name: list.title, path: list.base });
  return {
    screen: list.screen,
    props: { [list.prop]: items, current, last, crumbs, title: list.title },
    seo: { title, path, breadcrumbs: crumbs, description: M.listDescription(list.title) },
  };
}

/** Page numbers after the first, for `getStaticPaths` of `/x/page/{n}/`. */
export async function laterListPages(kind: ContentListKind): Promise<number[]> {
  const all = await CONTENT_LISTS[kind].load();
  return Array.from({ length: Math.max(0, Math.ceil(all.length / 10) - 1) }, (_, i) => i + 2);
}
