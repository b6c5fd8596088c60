import type { Tx } from '../client';
import { catalogs, freeAreas, popups } from '../schema/index';
import { insertMany } from './batch';
import { CATALOGS, FREE_AREAS, POPUPS } from './data/content/extras';

/** Inserts free areas, popups and printed catalogues. */
export async function seedContentExtras(tx: Tx): Promise<void> {
  await insertMany(
    tx,
    freeAreas,
    FREE_AREAS.map((f) => ({ code: f.code, title: f.title, bodyHtml: f.body_html, sort: f.sort })),
  );
  await insertMany(
    tx,
    popups,
    POPUPS.map((p) => ({
      title: p.title,
      bodyHtml: p.body_html,
      link: p.link,
      linkLabel: p.link_label,
      hue: p.hue,
      placement: p.placement,
      sort: p.sort,
    })),
  );
  await insertMany(
    tx,
    catalogs,
    CATALOGS.map((c, sort) => ({
      key: c.key,
      title: c.title,
      description: c.description,
      hue: c.hue,
      pages: c.pages,
      isOrderable: c.is_orderable,
      sort,
    })),
  );
}
