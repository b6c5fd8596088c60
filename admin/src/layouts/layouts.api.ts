import type { AdminColorScheme } from '../../../contract/content/layouts-admin.schema';
import type {
  BackOfficeLayout,
  LayoutPreview,
  LayoutSave,
  SchemeCreate,
  SchemePreview,
  SchemeSave,
} from '../../../contract/content/layouts-back-office.schema';
import { call } from '../shared/http';

/** A kept version of a layout or scheme. */
export type KeptVersion = {
  version: number;
  saved_at: string;
  saved_by: string;
  saved_by_email: string | null;
  fields: Record<string, unknown>;
};
/** What a save answers: the record and the change records the publish status follows. */
export type Saved<T> = { item: T; publish: { changes: number[] } };

const q = (channel: string) => `?channel=${encodeURIComponent(channel)}`;

/** The shop's channels (id and name). */
export const fetchChannels = () =>
  call<{ data: { id: string; name: string }[] }>('GET', '/v1/admin/channels');
/** A channel's saved page layouts. */
export const fetchLayouts = (channel: string) =>
  call<{ data: BackOfficeLayout[] }>('GET', `/v1/admin/page-layouts${q(channel)}`);
type SeasonSave = NonNullable<LayoutSave['season']>;
/** A layout save as the screen sends it (the server checks each section's type and the period). */
export type LayoutSaveBody = Omit<LayoutSave, 'sections' | 'season'> & {
  sections: BackOfficeLayout['sections'];
  season:
    | (Omit<SeasonSave, 'sections' | 'publish_from'> & {
        sections: BackOfficeLayout['sections'];
        publish_from: string | null;
      })
    | null;
};

/** Saves a page's layout based on `version` (0: the page has none yet). */
export const putLayout = (page: string, body: LayoutSaveBody) =>
  call<Saved<BackOfficeLayout>>('PUT', `/v1/admin/page-layouts/${encodeURIComponent(page)}`, body);
/** A page's kept layouts, newest first. */
export const fetchLayoutVersions = (page: string, channel: string) =>
  call<{ data: KeptVersion[] }>(
    'GET',
    `/v1/admin/page-layouts/${encodeURIComponent(page)}/versions${q(channel)}`,
  );
/** Puts kept layout `n` back as a new version. */
export const restoreLayout = (page: string, n: number, channel: string, version: number) =>
  call<Saved<BackOfficeLayout>>(
    'POST',
    `/v1/admin/page-layouts/${encodeURIComponent(page)}/versions/${n}/restore`,
    { channel_id: channel, version },
  );
/** A channel's colour schemes. */
export const fetchSchemes = (channel: string) =>
  call<{ data: AdminColorScheme[] }>('GET', `/v1/admin/color-schemes${q(channel)}`);
/** Saves a scheme based on `version`. */
export const putScheme = (id: number, body: SchemeSave) =>
  call<Saved<AdminColorScheme>>('PUT', `/v1/admin/color-schemes/${id}`, body);
/** A scheme's kept versions, newest first. */
export const fetchSchemeVersions = (id: number) =>
  call<{ data: KeptVersion[] }>('GET', `/v1/admin/color-schemes/${id}/versions`);
/** Puts a scheme's kept version `n` back as a new version. */
export const restoreScheme = (id: number, n: number, version: number) =>
  call<Saved<AdminColorScheme>>('POST', `/v1/admin/color-schemes/${id}/versions/${n}/restore`, {
    version,
  });
/** Deletes a scheme (never the selected one) based on `version`. */
export const deleteScheme = (id: number, version: number) =>
  call<Saved<AdminColorScheme>>('DELETE', `/v1/admin/color-schemes/${id}?version=${version}`);
/** Adds a scheme to a channel, not in use. */
export const postScheme = (body: SchemeCreate) =>
  call<AdminColorScheme>('POST', '/v1/admin/color-schemes', body);
/** Makes a scheme the one its channel's storefront shows, based on `version`. */
export const selectScheme = (id: number, version: number) =>
  call<Saved<AdminColorScheme>>('PUT', `/v1/admin/color-schemes/${id}/select`, { version });

/** What a preview call answers: the link (on the channel's host) and when it stops working. */
type PreviewLink = { url: string; expires_at: string };
/** A preview link of a channel's page with the layout and sections as typed (nothing saved). */
export const postLayoutPreview = (
  page: string,
  body: Omit<LayoutPreview, 'sections'> & { sections: BackOfficeLayout['sections'] },
) => call<PreviewLink>('POST', `/v1/admin/page-layouts/${encodeURIComponent(page)}/preview`, body);
/** A preview link of a channel's top page in the scheme as typed, as if chosen (nothing saved). */
export const postSchemePreview = (body: SchemePreview) =>
  call<PreviewLink>('POST', '/v1/admin/color-schemes/preview', body);
