import type {
  ColorSchemeBody,
  PageLayoutBody,
} from '../../../../contract/content/layouts-admin.schema';
import type { ColorScheme, PageLayout } from '../../../../contract/settings/layouts.schema';
import { schemeColorErrors, shownLayout } from './layouts.model';
import { checkedSections, invalid } from './layouts-back-office.tx';

/**
 * A page's layout as `GET /v1/layouts/{page}` would answer it with `body` saved, for a preview:
 * checked as a save checks it (a 422 naming each wrong section), nothing stored.
 */
export function draftPageLayout(
  target: { page: string; host: string },
  body: PageLayoutBody,
): PageLayout {
  const sections = checkedSections(target, body.sections);
  return shownLayout(target.page, { layout: body.layout, sections });
}

/**
 * A colour scheme as `GET /v1/colorschemes/selected/front` would answer it were `body` saved and
 * chosen, for a preview: unreadable text colours refused as a save refuses them (422).
 */
export function draftColorScheme(body: ColorSchemeBody): ColorScheme {
  const errors = schemeColorErrors(body.colors);
  if (errors) throw invalid(errors);
  const { name, loading, cursor, animation } = body;
  return { name, loading, cursor, animation, colors: body.colors ?? null };
}
