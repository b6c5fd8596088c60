import { withTax } from '../shared/money';
import { CONSTANT_MESSAGES as M } from './constants.messages';

/** Tax rate of the packing fee (a service, standard rate). */
export const PACKING_TAX_RATE = 10;

/**
 * Wrapping choices of a shipment: fee tax-excluded at the standard rate (0 = free), and the fee
 * with tax, worked out here once for the server's totals and the checkout's choices alike.
 */
export const WRAPPINGS = [
  { key: 'none', label: M.wrappings.none, fee: 0, feeWithTax: 0 },
  { key: 'wrap', label: M.wrappings.wrap, fee: 300, feeWithTax: withTax(300, PACKING_TAX_RATE) },
] as const;

/** のし (表書き) choices; のし itself is free of charge. */
export const NOSHI_TYPES = [
  { key: 'none', label: M.noshi.none },
  { key: 'oiwai', label: M.noshi.oiwai },
  { key: 'uchiiwai', label: M.noshi.uchiiwai },
  { key: 'orei', label: M.noshi.orei },
  { key: 'ochugen', label: M.noshi.ochugen },
  { key: 'oseibo', label: M.noshi.oseibo },
  { key: 'onenga', label: M.noshi.onenga },
  { key: 'sohin', label: M.noshi.sohin },
] as const;

/** Longest のし name (名入れ). */
export const NOSHI_NAME_MAX = 20;

/** Wrapping keys. */
export type WrappingKey = (typeof WRAPPINGS)[number]['key'];
/** のし keys. */
export type NoshiKey = (typeof NOSHI_TYPES)[number]['key'];

/** The wrapping of a key (なし when unknown). */
export const wrappingOf = (key: string) => WRAPPINGS.find((w) => w.key === key) ?? WRAPPINGS[0];
/** The のし of a key (なし when unknown). */
export const noshiOf = (key: string) => NOSHI_TYPES.find((n) => n.key === key) ?? NOSHI_TYPES[0];
