import { atom } from 'nanostores';
import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { followPublish } from '../publishing/publishing.store';
import { failureText } from '../shared/failure.model';
import {
  type ContentItem,
  deleteContent,
  fetchChannels,
  fetchContentList,
  putContent,
  putContentOrder,
} from './content.api';
import { CONTENT_MESSAGES as M } from './content.messages';
import { CATEGORY_KINDS, moved } from './content-kinds.model';

/** A kind's list screen: its records for the chosen channel, and what the last action said. */
export type ContentListState = {
  kind: ContentKindName;
  channel: string;
  channels: { id: string; name: string }[];
  /** The categories of a kind that has them (FAQ items, blog posts), for its column and filter. */
  categories: { id: number; name: string }[];
  /** The category the list is narrowed to ('' : every one). */
  category: string;
  items: ContentItem[] | null;
  error: string | null;
  notice: string | null;
  busy: boolean;
};

/** The list screen's state. */
export const $contentList = atom<ContentListState>({
  kind: 'banners',
  channel: '',
  channels: [],
  categories: [],
  category: '',
  items: null,
  error: null,
  notice: null,
  busy: false,
});

const patch = (change: Partial<ContentListState>) =>
  $contentList.set({ ...$contentList.get(), ...change });

/** Opens a kind's list (every channel's records first) and the channel choices. */
export async function openContentList(kind: ContentKindName): Promise<void> {
  $contentList.set({
    kind,
    channel: '',
    channels: [],
    categories: [],
    category: '',
    items: null,
    error: null,
    notice: null,
    busy: false,
  });
  try {
    const categoryKind = CATEGORY_KINDS[kind];
    const [list, channels, categories] = await Promise.all([
      fetchContentList(kind, ''),
      fetchChannels(),
      categoryKind ? fetchContentList(categoryKind, '') : Promise.resolve(null),
    ]);
    if ($contentList.get().kind === kind)
      patch({
        items: list.data.data,
        channels: channels.data.data,
        categories: (categories?.data.data ?? []).map((c) => ({ id: c.id, name: String(c.name) })),
      });
  } catch (error) {
    patch({ error: failureText(error), items: [] });
  }
}

/** Shows one channel's list ('' : every record). */
export async function chooseChannel(channel: string): Promise<void> {
  const { kind } = $contentList.get();
  patch({ channel, items: null });
  try {
    patch({ items: (await fetchContentList(kind, channel)).data.data });
  } catch (error) {
    patch({ error: failureText(error), items: [] });
  }
}

/** Narrows the list to one category's records ('' : every record). */
export const chooseCategory = (category: string) => patch({ category });

/** Runs a write, then reads the list again and follows the change's publish status. */
async function write(
  run: () => Promise<{ data: { publish: { changes: number[] } } }>,
  notice: string | null,
) {
  patch({ busy: true, error: null, notice: null });
  try {
    const { data } = await run();
    followPublish(data.publish.changes);
    const { kind, channel } = $contentList.get();
    patch({ items: (await fetchContentList(kind, channel)).data.data, notice });
  } catch (error) {
    patch({ error: failureText(error) });
  } finally {
    patch({ busy: false });
  }
}

/** Moves a record one place up or down in the chosen channel's list. */
export function moveContent(index: number, step: -1 | 1): Promise<void> {
  const { kind, channel, items } = $contentList.get();
  const ids = moved(items ?? [], index, step).map((item) => item.id);
  return write(() => putContentOrder(kind, channel, ids), null);
}

/** Hides a shown record or shows a hidden one (a save based on its version). */
export function toggleShown(item: ContentItem): Promise<void> {
  const { kind } = $contentList.get();
  return write(
    () => putContent(kind, item.id, { version: item.version, is_show: item.is_show !== true }),
    null,
  );
}

/** Deletes a record (after the screen's confirmation). */
export function removeContent(item: ContentItem): Promise<void> {
  const { kind } = $contentList.get();
  return write(() => deleteContent(kind, item.id, item.version), M.removed);
}
