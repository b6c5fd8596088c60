import { CONSTANT_MESSAGES as M } from './constants.messages';

/** Delivery types (spec §3 constants). */
export const DELIVERY_NAMES: Record<number, string> = M.deliveries;

/** The delivery a shipment starts with: お客様直送 (straight to the customer). */
export const DEFAULT_DELIVERY_ID = 3;

/** Delivery types whose date and time slot the shopper chooses. */
export const DATE_SELECTABLE_DELIVERIES = new Set([1, 3]);

/** Delivery time slots of the carrier (key → label). */
export const TIME_SLOTS = [
  { key: 'am', label: M.timeSlots.am },
  { key: '14-16', label: M.timeSlots['14-16'] },
  { key: '16-18', label: M.timeSlots['16-18'] },
  { key: '18-20', label: M.timeSlots['18-20'] },
  { key: '19-21', label: M.timeSlots['19-21'] },
] as const;

/** Payment ids (spec §3 constants, plus the card). */
export const PAYMENT_IDS = { bank: 1, invoice: 2, deferred: 3, card: 4 } as const;

/** The shop's bank account for 事前銀行振込. */
export const BANK_ACCOUNT = {
  ...M.bankAccount,
  number: '1234567',
  due_days: 7,
} as const;
