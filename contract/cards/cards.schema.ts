import * as v from 'valibot';
import { toHalfWidthDigits } from '../account/normalize';
import { CARD_FORM_MESSAGES as F } from './cards.messages';

/** A saved card as the my page shows it (spec §3 User card); never the card number. */
export const UserCardSchema = v.object({
  id: v.number(),
  brand: v.string(),
  masked_number: v.string(),
  /** YYYYMM. */
  expiration: v.string(),
  name: v.string(),
  is_main: v.boolean(),
  is_expired: v.boolean(),
});
export type UserCard = v.InferOutput<typeof UserCardSchema>;

/** `POST /v1/me/user-cards`: the card provider's token and its key (the browser tokenised the card). */
export const UserCardBodySchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/)),
  /** The provider's key paired with the token; when sent, it must match the token. */
  token_key: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/))),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});

const digits = (message: string, pattern: RegExp) =>
  v.pipe(
    v.string(),
    v.transform((s) => toHalfWidthDigits(s).replace(/[\s-]/g, '')),
    v.regex(pattern, message),
  );

/**
 * The card form of spec §3 User card, checked in the browser only: its values go to the card
 * provider for a token and never to /v1. `ccExpiration` is 6 digits, YYYYMM.
 */
export const CardFormSchema = v.object({
  ccNumber: digits(F.ccNumber, /^\d{12,19}$/),
  ccName: v.pipe(v.string(), v.trim(), v.nonEmpty(F.ccName), v.maxLength(100, F.ccName)),
  ccExpiration: digits(F.ccExpiration, /^20\d{2}(0[1-9]|1[0-2])$/),
  securityCode: digits(F.securityCode, /^\d{3,4}$/),
});
/** The card form as typed. */
export type CardForm = v.InferInput<typeof CardFormSchema>;

/** A card the provider tokenised, before it is saved or paid with (spec §3 pending card). */
export const PendingCardSchema = v.object({
  token: v.string(),
  token_key: v.string(),
  name: v.string(),
  masked_number: v.string(),
  /** YYYYMM. */
  expiration: v.string(),
});
export type PendingCard = v.InferOutput<typeof PendingCardSchema>;
export type UserCardBody = v.InferOutput<typeof UserCardBodySchema>;
