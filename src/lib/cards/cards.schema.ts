import * as v from 'valibot';

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

/** `POST /v1/me/user-cards`: the card provider's token (the browser tokenised the card). */
export const UserCardBodySchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,128}$/)),
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});
export type UserCardBody = v.InferOutput<typeof UserCardBodySchema>;
