/** Demo free areas, popups and printed catalogues (content the main seed types do not cover). */
export type SeedFreeArea = { code: string; title: string; body_html: string; sort: number };
export type SeedPopup = {
  title: string;
  body_html: string;
  link: string;
  link_label: string;
  hue: number;
  placement: 'top' | 'event';
  sort: number;
};
export type SeedCatalog = {
  key: string;
  title: string;
  description: string;
  hue: number;
  is_orderable: boolean;
  pages: { heading: string; lines: string[] }[];
};

/** Editor blocks placed on the top page by code. */
export const FREE_AREAS: SeedFreeArea[] = [
  {
    code: 'top-shipping',
    title: '送料・お届けについて',
    body_html:
      '<p><strong>5,500円（税込）以上のお買い上げで全国送料無料。</strong>在庫のある商品は2〜4営業日で発送いたします。</p><p>詳しくは<a href="/guide/">ご利用ガイド</a>をご覧ください。</p>',
    sort: 1,
  },
  {
    code: 'top-catalog',
    title: '総合カタログのご案内',
    body_html:
      '<p>2026年春夏の総合カタログを無料でお送りします。<a href="/catalog-order/">カタログ請求はこちら</a>。ウェブでは<a href="/flip-book/">デジタルカタログ</a>もご覧いただけます。</p>',
    sort: 2,
  },
];

/** Popups: one on the top page, one returned when a product goes into the cart. */
export const POPUPS: SeedPopup[] = [
  {
    title: '会員登録で500円クーポンプレゼント',
    body_html:
      '<p>はじめてのお買い物に使える<strong>500円引きクーポン</strong>（3,000円以上のご注文）を、春の新生活セール会場で配布中です。</p>',
    link: '/lp/spring-sale/',
    link_label: 'セール会場へ',
    hue: 340,
    placement: 'top',
    sort: 1,
  },
  {
    title: 'ギフト包装・のし承ります',
    body_html:
      '<p>贈り物には「ギフト包装・のし」を一緒にカートへどうぞ。表書き・名入れも承ります。</p>',
    link: '/guide/',
    link_label: 'ご利用ガイドを見る',
    hue: 25,
    placement: 'event',
    sort: 2,
  },
];

const page = (heading: string, ...lines: string[]) => ({ heading, lines });

/** Printed catalogue editions, each viewable as a flip book. */
export const CATALOGS: SeedCatalog[] = [
  {
    key: '2026-spring',
    title: '大川屋 総合カタログ 2026 春夏',
    description: '新入学・新生活の制服と通学用品、春夏の衣料、贈り物まで全96ページ。',
    hue: 200,
    is_orderable: true,
    pages: [
      page('2026 春夏 総合カタログ', '大川屋', '新しい季節を、いつもの品で'),
      page('新入学の制服', '採寸会のご案内', 'ブレザー・スカート・スラックス'),
      page('通学用品', '通学かばん・上履き・体操服', '名入れ承ります'),
      page('春のシャツ', 'オックスフォードシャツ', 'S / M / L / LL'),
      page('暮らしの道具', '手ぬぐい・風呂敷・湯のみ'),
      page('贈り物', '手焼きせんべい・純米酒・お茶', 'のし・包装無料'),
      page('ご注文方法', 'オンラインショップ・お電話・FAX', '5,500円以上で送料無料'),
      page('大川屋', 'またのご来店をお待ちしております'),
    ],
  },
  {
    key: '2026-gift',
    title: '大川屋 贈答品カタログ 2026',
    description: 'お中元・お歳暮・内祝いに。食品と名入れギフトを集めました。',
    hue: 20,
    is_orderable: true,
    pages: [
      page('贈答品カタログ 2026', '季節のご挨拶に'),
      page('手焼きせんべい', '職人が一枚ずつ焼き上げました'),
      page('純米酒', '20歳未満の方への販売はいたしません'),
      page('名入れギフト', 'タオル・湯のみ・風呂敷'),
      page('のし・包装', '表書き・名入れを承ります'),
      page('大川屋', 'ご用命をお待ちしております'),
    ],
  },
];
