import * as v from 'valibot';

/** Default page size of content lists (products use 15). */
export const CONTENT_PER_PAGE = 10;

const positive = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1), v.maxValue(max));

/** `page`/`per` of a paged content list; `per=all` returns everything on one page. */
export const ContentListQuerySchema = v.object({
  page: v.optional(positive(100000), '1'),
  per: v.optional(v.union([v.literal('all'), positive(100)]), String(CONTENT_PER_PAGE)),
});
export type ContentListQuery = v.InferOutput<typeof ContentListQuerySchema>;

/** Wraps an item schema as the `{ data: [...] }` list body. */
export const listOf = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item) });
