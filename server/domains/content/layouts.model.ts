import {
  type ColorScheme,
  LAYOUT_NAMES,
  type PageLayout,
} from '../../../src/lib/content/layouts.schema';
import type { colorSchemes, pageLayouts } from '../../db/schema/index';

/** The scheme a channel without a selected one gets: spec §9 sizes, no cursor, no animation. */
export const DEFAULT_COLOR_SCHEME: ColorScheme = {
  name: 'default',
  loading: { is_enabled: true, color: 'currentColor', size: 20 },
  cursor: { is_enabled: false, color: 'currentColor', size: 10 },
  animation: { type: 'none', duration_ms: 0 },
};

/** Maps a layout row to `GET /v1/layouts/{page}` (unknown layout names fall back to `default`). */
export function toPageLayout(row: typeof pageLayouts.$inferSelect): PageLayout {
  const layout = LAYOUT_NAMES.find((n) => n === row.layout) ?? 'default';
  return { page: row.page, layout, sections: row.sections };
}

/** Maps a colour scheme row to `GET /v1/colorschemes/selected/front`. */
export function toColorScheme(row: typeof colorSchemes.$inferSelect | undefined): ColorScheme {
  if (!row) return DEFAULT_COLOR_SCHEME;
  return { name: row.name, loading: row.loading, cursor: row.cursor, animation: row.animation };
}
