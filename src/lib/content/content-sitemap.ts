import {
  CATALOG_MESSAGES_JA as C,
  CONTENT_MESSAGES as M,
} from '../../../contract/content/content.messages';
import { staticPageSlug } from '../../../contract/content/content-paths';
import { buildCategoryTree, buildMakers, buildStaticUrls, buildStylists } from './content-build';

type Link = { name: string; path: string };

/** The groups of the HTML sitemap: shopping, reading, member services, shop information. */
export async function buildSitemapGroups(): Promise<{ title: string; links: Link[] }[]> {
  const [categories, makers, stylists, statics] = await Promise.all([
    buildCategoryTree(),
    buildMakers(),
    buildStylists(),
    buildStaticUrls(),
  ]);
  return [
    {
      title: M.sitemapShop,
      links: [
        { name: M.products, path: '/product/' },
        ...categories.map((c) => ({
          name: c.name,
          path: `/product/?category=${encodeURIComponent(c.key)}`,
        })),
        { name: M.brands, path: '/brand/' },
        { name: M.makers, path: '/maker/' },
        ...makers.map((m) => ({ name: m.name, path: `/maker/${m.key}/` })),
        { name: M.cart, path: '/cart/' },
      ],
    },
    {
      title: M.sitemapContent,
      links: [
        { name: M.newsList, path: '/news/' },
        { name: M.blogList, path: '/blog/' },
        { name: M.stylists, path: '/stylist/' },
        ...stylists.map((s) => ({ name: s.name, path: `/stylist/${s.key}/` })),
        { name: C.flipTitle, path: '/flip-book/' },
        { name: C.orderTitle, path: '/catalog-order/' },
        { name: M.popup, path: '/popup/' },
      ],
    },
    {
      title: M.sitemapMember,
      links: [
        { name: M.login, path: '/login/' },
        { name: M.register, path: '/register/' },
        { name: M.mypage, path: '/mypage/' },
      ],
    },
    {
      title: M.sitemapInfo,
      links: [
        ...statics.flatMap((s) => (staticPageSlug(s.url) ? [{ name: s.title, path: s.url }] : [])),
        { name: M.faq, path: '/faq/' },
        { name: M.contact, path: '/contact/' },
        { name: M.sitemap, path: '/sitemap/' },
      ],
    },
  ];
}
