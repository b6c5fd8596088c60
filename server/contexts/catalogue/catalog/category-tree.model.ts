/** A category as the tree functions need it. */
export type CategoryLink = { id: number; parentId: number | null };

/** Ids of a category and every category below it. */
export function descendantIds(all: CategoryLink[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const c of all) if (c.parentId === ids[i]) ids.push(c.id);
  }
  return ids;
}
