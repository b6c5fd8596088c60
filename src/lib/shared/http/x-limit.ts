/** The address and card limit before the server's `x-limit` is known (spec §9: default 1). */
export const LIMIT_BEFORE_LOAD = 1;

/**
 * How many records a list may hold, from its `x-limit` reply header; `fallback` when the header is
 * missing or not a positive whole number.
 */
export function xLimitOf(headers: Headers, fallback = LIMIT_BEFORE_LOAD): number {
  const limit = Number(headers.get('x-limit') ?? Number.NaN);
  return Number.isInteger(limit) && limit > 0 ? limit : fallback;
}
