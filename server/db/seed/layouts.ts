import type { Tx } from '../client';
import { colorSchemes, pageLayouts } from '../schema/index';
import { insertMany } from './batch';
import { COLOR_SCHEMES, PAGE_LAYOUTS } from './data/content/layouts';

/** Inserts the page layouts and colour schemes of the seeded channels. */
export async function seedLayouts(tx: Tx, channelIds: string[]): Promise<void> {
  const layouts = PAGE_LAYOUTS.filter((l) => channelIds.includes(l.channel));
  await insertMany(
    tx,
    pageLayouts,
    layouts.map((l) => ({
      channelId: l.channel,
      page: l.page,
      layout: l.layout,
      sections: l.sections,
    })),
  );
  const schemes = COLOR_SCHEMES.filter((s) => channelIds.includes(s.channel));
  await insertMany(
    tx,
    colorSchemes,
    schemes.map((s) => ({
      channelId: s.channel,
      name: s.name,
      isSelected: s.is_selected,
      loading: s.loading,
      cursor: s.cursor,
      animation: s.animation,
    })),
  );
}
