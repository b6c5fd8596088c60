/** The address parts a postal-code look-up fills. */
export type PostalAddress = { prefecture: string; city: string; town: string };

/** Reads an address out of a postal lookup answer of any of the usual shapes. */
export function postalAnswer(data: unknown): PostalAddress | null {
  const first = Array.isArray((data as { data?: unknown })?.data)
    ? (data as { data: unknown[] }).data[0]
    : Array.isArray(data)
      ? data[0]
      : data;
  if (!first || typeof first !== 'object') return null;
  const o = first as Record<string, unknown>;
  const pick = (...keys: string[]) =>
    keys.map((k) => o[k]).find((x) => typeof x === 'string') as string | undefined;
  const prefecture = pick('prefecture', 'pref', 'prefecture_name');
  const city = pick('city', 'city_name');
  if (!prefecture || !city) return null;
  return { prefecture, city, town: pick('town', 'address1', 'area', 'town_name') ?? '' };
}
