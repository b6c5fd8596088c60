import { CARRIER_MESSAGES as M } from './carriers.messages';

/** The carriers a shipment can go with. */
export const CARRIERS = ['yamato', 'sagawa', 'japanpost'] as const;
/** A carrier's key. */
export type Carrier = (typeof CARRIERS)[number];

/**
 * The shape of each carrier's tracking number, after normalising: Yamato (宅急便) and Sagawa
 * (飛脚宅配便) print 12 digits; Japan Post prints 11 to 13 digits at home (ゆうパック 12,
 * 書留 and ゆうパケット 11 or 13) and the UPU S10 form for international mail (EA123456789JP).
 * Check digits are not enforced: the carriers do not publish them as a contract.
 */
const SHAPES: Record<Carrier, RegExp> = {
  yamato: /^\d{12}$/,
  sagawa: /^\d{12}$/,
  japanpost: /^(\d{11,13}|[A-Z]{2}\d{9}[A-Z]{2})$/,
};

const TRACKING_URLS: Record<Carrier, (no: string) => string> = {
  yamato: (no) => `https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=${no}`,
  sagawa: (no) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${no}`,
  japanpost: (no) =>
    `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${no}&searchKind=S002&locale=ja`,
};

/** Whether `value` names a carrier. */
export function isCarrier(value: unknown): value is Carrier {
  return typeof value === 'string' && (CARRIERS as readonly string[]).includes(value);
}

/**
 * A tracking number as typed (full-width, hyphens, spaces) in its printed form.
 * @example normaliseTrackingNo('１２３４-５６７８-９０１２') // '123456789012'
 */
export function normaliseTrackingNo(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/[\s\-\u2010-\u2015\u2212\u30fc]/g, '')
    .toUpperCase();
}

/** Whether a normalised tracking number has its carrier's shape. */
export function trackingNoFits(carrier: Carrier, no: string): boolean {
  return SHAPES[carrier].test(no);
}

/** The carrier's page that follows the parcel (the number is always digits and capitals). */
export function trackingUrl(carrier: Carrier, no: string): string {
  return TRACKING_URLS[carrier](encodeURIComponent(no));
}

/** The carrier's Japanese name. */
export function carrierName(carrier: Carrier): string {
  return M.names[carrier];
}
