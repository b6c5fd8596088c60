/** The distinct ids a list of references names (null: a reference to nothing), for one `IN` query. */
export function namedIds(ids: readonly (number | null)[]): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
