/** Delivery types (spec §3 constants). */
export const DELIVERY_NAMES: Record<number, string> = {
  1: '大川渡し',
  2: '店舗直送',
  3: 'お客様直送',
};

/** The delivery a shipment starts with: お客様直送 (straight to the customer). */
export const DEFAULT_DELIVERY_ID = 3;

/** Delivery types whose date and time slot the shopper chooses. */
export const DATE_SELECTABLE_DELIVERIES = new Set([1, 3]);

/** Delivery time slots of the carrier (key → label). */
export const TIME_SLOTS = [
  { key: 'am', label: '午前中' },
  { key: '14-16', label: '14時〜16時' },
  { key: '16-18', label: '16時〜18時' },
  { key: '18-20', label: '18時〜20時' },
  { key: '19-21', label: '19時〜21時' },
] as const;

/** Payment ids (spec §3 constants, plus the card). */
export const PAYMENT_IDS = { bank: 1, invoice: 2, deferred: 3, card: 4 } as const;

/** The shop's bank account for 事前銀行振込. */
export const BANK_ACCOUNT = {
  bank: '大川信用金庫',
  branch: '本店営業部',
  type: '普通',
  number: '1234567',
  holder: 'カ）オオカワヤ',
  due_days: 7,
} as const;
