import { type ReadsApart, renderReadLedger } from '../../../contract/shared/render-reads';

/**
 * Memos for data a static render reads many times (settings, lists): fetched once per render
 * pass. A pass is one Astro build, or one patch of a built site (server/static/live-renderer.ts),
 * which sets `SHOP_RENDER_ID` anew so the pages it renders read the data as it is now.
 */
const renderId = () => process.env.SHOP_RENDER_ID ?? '';

/** A memo emptied when the render pass changes: `memo(key, load)` runs `load` once per key and pass. */
export function perRenderMemo<T>(): (key: string, load: () => Promise<T>) => Promise<T> {
  let pass: string | undefined;
  const values = new Map<string, ReadsApart<T>>();
  return (key, load) => {
    if (pass !== renderId()) {
      pass = renderId();
      values.clear();
    }
    let entry = values.get(key);
    if (!entry) {
      entry = renderReadLedger()?.apart(load) ?? { value: load(), replay: () => undefined };
      values.set(key, entry);
    }
    // Every page that uses the memo read what its load read (server/static/page-reads.ts).
    const { replay } = entry;
    return entry.value.then((value) => {
      replay();
      return value;
    });
  };
}

/** `load` once per render pass. */
export function perRender<T>(load: () => Promise<T>): () => Promise<T> {
  const memo = perRenderMemo<T>();
  return () => memo('', load);
}

/** `load(key)` once per key and render pass. */
export function perRenderByKey<T>(load: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const memo = perRenderMemo<T>();
  return (key) => memo(key, () => load(key));
}

/**
 * The keys of a kind (`product`, …) the server says changed since the previous render pass of
 * this loaded code (`SHOP_RENDER_CHANGES`, set by a patch), or null when it did not say: then
 * anything may have changed and the whole list is read again.
 */
export function renderChanges(kind: string): string[] | null {
  const raw = process.env.SHOP_RENDER_CHANGES;
  if (!raw) return null;
  const changes = JSON.parse(raw) as Record<string, string[] | undefined>;
  return changes[kind] ?? [];
}

/**
 * The records of a kind a draft render shows instead of the stored ones (`SHOP_RENDER_OVERRIDES`,
 * set by a preview pass, server/static/live-renderer.ts `renderDraftPage`), by key; null when
 * this pass renders the data as stored. Never set while a build or patch writes the site.
 */
export function renderOverrides<T>(kind: string): Map<string, T> | null {
  const raw = process.env.SHOP_RENDER_OVERRIDES;
  if (!raw) return null;
  const overrides = JSON.parse(raw) as Record<string, Record<string, T> | undefined>;
  return new Map(Object.entries(overrides[kind] ?? {}));
}

/**
 * `list` with the overridden records of `kind` in place of theirs (matched by `keyOf`, the
 * record's `key` unless told), and those it lacks (a hidden, new or not yet published record)
 * added, each as `toItem` makes it from the record; `list` itself is left as it is.
 */
export function withOverrides<T, R = T>(
  kind: string,
  list: T[],
  keyOf: (item: T) => string = (item) => (item as { key: string }).key,
  toItem: (record: R) => T = (record) => record as unknown as T,
): T[] {
  const overrides = renderOverrides<R>(kind);
  if (!overrides || overrides.size === 0) return list;
  const known = new Set(list.map(keyOf));
  const added = [...overrides]
    .filter(([key]) => !known.has(key))
    .map(([, record]) => toItem(record));
  return [
    ...list.map((item) => {
      const record = overrides.get(keyOf(item));
      return record === undefined ? item : toItem(record);
    }),
    ...added,
  ];
}
