/** Demo page layouts (`GET /v1/layouts/{page}`) and colour schemes (`GET /v1/colorschemes/selected/front`). */

/** One page layout of a channel. */
export type SeedPageLayout = {
  channel: string;
  page: string;
  layout: 'default' | 'invalid-channel' | 'maintenance' | 'sample' | 'simple';
  sections: { type: string; url: string | null; title: string | null }[];
};

/** One colour scheme of a channel. */
export type SeedColorScheme = {
  channel: string;
  name: string;
  is_selected: boolean;
  loading: { is_enabled: boolean; color: string; size: number };
  cursor: { is_enabled: boolean; color: string; size: number };
  animation: { type: 'none' | 'fade'; duration_ms: number };
};

const part = (type: string, url: string | null = null, title: string | null = null) => ({
  type,
  url,
  title,
});

const TOP = [
  part('banners'),
  part('caution'),
  part('new_arrivals'),
  part('ranking'),
  part('topics'),
  part('news_blog'),
  part('free_areas'),
];

/** The top page of every open channel, the general shop's with its catalogue cover embedded. */
export const PAGE_LAYOUTS: SeedPageLayout[] = [
  {
    channel: 'default',
    page: 'top',
    layout: 'default',
    sections: [
      ...TOP,
      part('embed', '/media/catalogs/2026-spring/1.svg', '2026年 春夏 総合カタログ'),
    ],
  },
  { channel: 'default', page: 'cart', layout: 'simple', sections: [part('cart'), part('caution')] },
  {
    channel: 'default',
    page: 'maintenance',
    layout: 'maintenance',
    sections: [part('title'), part('message')],
  },
  {
    channel: 'wa',
    page: 'top',
    layout: 'default',
    sections: [
      part('banners'),
      part('caution'),
      part('news_blog'),
      part('new_arrivals'),
      part('ranking'),
      part('topics'),
      part('free_areas'),
    ],
  },
  { channel: 'school', page: 'top', layout: 'default', sections: TOP },
  { channel: 'simple', page: 'top', layout: 'default', sections: TOP },
  { channel: 'benefit', page: 'top', layout: 'default', sections: TOP },
];

/** Colour schemes: the general shop has two (one selected), the `wa` shop one with a brush cursor. */
export const COLOR_SCHEMES: SeedColorScheme[] = [
  {
    channel: 'default',
    name: '紺と朱',
    is_selected: true,
    loading: { is_enabled: true, color: '#1f3a5f', size: 20 },
    cursor: { is_enabled: false, color: '#c8402a', size: 10 },
    animation: { type: 'fade', duration_ms: 300 },
  },
  {
    channel: 'default',
    name: '歳末セール',
    is_selected: false,
    loading: { is_enabled: true, color: '#b3261e', size: 20 },
    cursor: { is_enabled: true, color: '#b3261e', size: 10 },
    animation: { type: 'none', duration_ms: 0 },
  },
  {
    channel: 'wa',
    name: '藍と朱',
    is_selected: true,
    loading: { is_enabled: true, color: '#274a78', size: 20 },
    cursor: { is_enabled: true, color: '#b7282e', size: 10 },
    animation: { type: 'fade', duration_ms: 400 },
  },
];
