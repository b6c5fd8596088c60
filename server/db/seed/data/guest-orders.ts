import { createRng, rngInt } from './prng.ts';
import { PRODUCTS } from './products/index.ts';
import type { SeedGuestOrder, SeedOrderLine, SeedProduct } from './types.ts';

/** How many guest orders the demo shop has (with the members' five: 105 orders in all). */
export const GUEST_ORDER_COUNT = 100;

/** Family names with their readings (made up, common in Japan). */
const FAMILIES: [string, string][] = [
  ['佐藤', 'サトウ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山口', 'ヤマグチ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['清水', 'シミズ'],
  ['森', 'モリ'],
  ['池田', 'イケダ'],
  ['橋本', 'ハシモト'],
];

/** Given names with their readings. */
const GIVEN: [string, string][] = [
  ['美咲', 'ミサキ'],
  ['大輔', 'ダイスケ'],
  ['陽子', 'ヨウコ'],
  ['翔太', 'ショウタ'],
  ['由美', 'ユミ'],
  ['健太', 'ケンタ'],
  ['彩', 'アヤ'],
  ['直樹', 'ナオキ'],
  ['恵', 'メグミ'],
  ['拓也', 'タクヤ'],
  ['真由美', 'マユミ'],
  ['浩二', 'コウジ'],
];

/** Towns in several prefectures (postal code, prefecture, city, street) the orders go to. */
const TOWNS: [string, string, string, string][] = [
  ['0600001', '北海道', '札幌市中央区', '北一条西'],
  ['9800811', '宮城県', '仙台市青葉区', '一番町'],
  ['3300063', '埼玉県', 'さいたま市浦和区', '高砂'],
  ['2600013', '千葉県', '千葉市中央区', '中央'],
  ['1540024', '東京都', '世田谷区', '三軒茶屋'],
  ['2200012', '神奈川県', '横浜市西区', 'みなとみらい'],
  ['4600008', '愛知県', '名古屋市中区', '栄'],
  ['6008001', '京都府', '京都市下京区', '四条通'],
  ['5420081', '大阪府', '大阪市中央区', '南船場'],
  ['6500021', '兵庫県', '神戸市中央区', '三宮町'],
  ['7300011', '広島県', '広島市中区', '基町'],
  ['8120011', '福岡県', '福岡市博多区', '博多駅前'],
  ['9000015', '沖縄県', '那覇市', '久茂地'],
];

/** Channels guests order on: the shop and the two sites that sell its catalogue. */
const CHANNELS = ['default', 'default', 'wa', 'simple'];

/** Payment methods a guest pays with: 事前銀行振込 (1) and クレジットカード through the sandbox (4). */
const BANK = 1;
const CARD = 4;

const CARRIERS = ['yamato', 'sagawa', 'japanpost'] as const;

/** Why the shop cancelled a guest order, as staff type it in the back office (the last: transfers only). */
const CANCEL_REASONS = [
  'お客様からお電話でキャンセルのご依頼がありました。',
  'ご注文の商品が欠品となり、お届けできなくなりました。',
  'お振込みの期限までにご入金が確認できませんでした。',
];

/** A cancelled order's reason: an unpaid transfer may lapse, a card order was paid at ordering. */
function cancelReason(index: number, payment: number): string {
  const nth = Math.floor(index / 11);
  return CANCEL_REASONS[payment === BANK ? (nth % 2 === 0 ? 2 : 0) : nth % 2] as string;
}

/** お客様直送. */
const DELIVERY_TO_CUSTOMER = 3;

/** The states the list cycles through (new and paid differ by whether the money came in). */
type State = 'new' | 'paid' | 'shipped' | 'delivered' | 'cancelled';

/** Older orders have gone further: delivered or cancelled long ago, new or paid in the last days. */
function stateOf(index: number, daysAgo: number, rng: () => number): State {
  if (index % 11 === 5) return 'cancelled';
  if (daysAgo > 35) return 'delivered';
  if (daysAgo > 14) return rng() < 0.4 ? 'shipped' : 'delivered';
  if (daysAgo > 6) return rng() < 0.5 ? 'paid' : 'shipped';
  return rng() < 0.6 ? 'new' : 'paid';
}

/** A new order waits for its bank transfer (a card pays at ordering); the others pay either way. */
function paymentOf(index: number, state: State): number {
  if (state === 'new') return BANK;
  if (state === 'paid') return index % 2 === 0 ? BANK : CARD;
  return index % 3 === 0 ? BANK : CARD;
}

/** Products a guest can have bought: shown, sold on the main shop, not age-restricted, not school uniform. */
function orderable(products: SeedProduct[]): SeedProduct[] {
  return products.filter(
    (p) =>
      p.is_show &&
      !p.is_age_restricted &&
      p.channels.includes('default') &&
      !p.category.startsWith('school') &&
      p.variants.some((v) => v.stock > 0),
  );
}

function linesOf(rng: () => number, pool: SeedProduct[]): SeedOrderLine[] {
  const count = rngInt(rng, 1, 3);
  const lines: SeedOrderLine[] = [];
  while (lines.length < count) {
    const product = pool[rngInt(rng, 0, pool.length - 1)] as SeedProduct;
    if (lines.some((l) => l.product === product.key)) continue;
    const variants = product.variants.filter((v) => v.stock > 0);
    const variant = variants[rngInt(rng, 0, variants.length - 1)];
    if (!variant) continue;
    lines.push({ product: product.key, variant_code: variant.code, quantity: rngInt(rng, 1, 3) });
  }
  return lines;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** An ISO time in JST `daysBefore` days before 2026-11-28, at a shop-hours minute. */
function orderedAt(daysBefore: number, rng: () => number): string {
  const day = new Date(Date.UTC(2026, 10, 28 - daysBefore)).toISOString().slice(0, 10);
  return `${day}T${pad(rngInt(rng, 8, 22), 2)}:${pad(rngInt(rng, 0, 59), 2)}:00+09:00`;
}

/** One guest order, drawn from a generator seeded with its index (the same on every build). */
function guestOrder(index: number, pool: SeedProduct[]): SeedGuestOrder {
  const rng = createRng(20260900 + index);
  // Spread from 2026-09-01 (88 days before 11-28) to the last day, oldest first.
  const daysAgo = Math.round(88 - (index * 88) / (GUEST_ORDER_COUNT - 1));
  const at = orderedAt(daysAgo, rng);
  const state = stateOf(index, daysAgo, rng);
  const payment = paymentOf(index, state);
  const [family, familyKana] = FAMILIES[index % FAMILIES.length] as [string, string];
  const [given, givenKana] = GIVEN[(index * 7) % GIVEN.length] as [string, string];
  const [postal, prefecture, city, street] = TOWNS[(index * 5) % TOWNS.length] as string[];
  const no = pad(index + 1, 3);
  const orderNo = `OK-${at.slice(0, 10).replaceAll('-', '')}-${pad(1000 + index + 1, 4)}`;
  const sent = state === 'shipped' || state === 'delivered';
  return {
    order_no: orderNo,
    ordered_at: at,
    status: state === 'paid' ? 'new' : state,
    payment_id: payment,
    delivery_id: DELIVERY_TO_CUSTOMER,
    is_cancellable: state === 'new' || state === 'paid',
    lines: linesOf(rng, pool),
    channel: CHANNELS[index % CHANNELS.length] as string,
    email: `guest${no}@example.jp`,
    orderer: {
      last_name: family,
      first_name: given,
      last_name_kana: familyKana,
      first_name_kana: givenKana,
      postal_code: postal as string,
      prefecture: prefecture as string,
      city: city as string,
      address1: `${street}${rngInt(rng, 1, 9)}-${rngInt(rng, 1, 30)}-${rngInt(rng, 1, 20)}`,
      address2: index % 4 === 0 ? `メゾン${street} ${rngInt(rng, 1, 12)}0${rngInt(rng, 1, 9)}` : '',
      phone_number: `0${[90, 80, 70][index % 3]}${pad(rngInt(rng, 10000000, 99999999), 8)}`,
    },
    // A bank transfer was received the day after ordering before the order could be shipped.
    paid_at:
      payment === BANK && (state === 'paid' || sent)
        ? new Date(new Date(at).getTime() + 24 * 60 * 60 * 1000).toISOString()
        : null,
    dispatch: sent
      ? {
          carrier: CARRIERS[index % CARRIERS.length] as (typeof CARRIERS)[number],
          tracking_no: `${pad(rngInt(rng, 100000, 999999), 6)}${pad(1000 + index, 6)}`,
        }
      : null,
    // The shop cancelled it the next morning, from the back office.
    cancellation:
      state === 'cancelled'
        ? {
            at: new Date(new Date(at).getTime() + 18 * 60 * 60 * 1000).toISOString(),
            reason: cancelReason(index, payment),
          }
        : null,
  };
}

/** The demo shop's guest orders: names with kana, guestNNN@example.jp, several prefectures and states. */
export const GUEST_ORDERS: SeedGuestOrder[] = (() => {
  const pool = orderable(PRODUCTS);
  return Array.from({ length: GUEST_ORDER_COUNT }, (_, i) => guestOrder(i, pool));
})();
