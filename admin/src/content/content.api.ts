import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { call, upload } from '../shared/http';
import { queryString } from '../shared/http.model';

/** A content record as the back office reads it. */
export type ContentItem = Record<string, unknown> & {
  id: number;
  version: number;
  sort: number;
  state: 'live' | 'hidden' | 'outside';
};
/** A kept version of a record. */
export type ContentVersion = {
  version: number;
  saved_at: string;
  saved_by: string;
  saved_by_email: string | null;
};
/** What a write answers: the record (null after a delete) and the changes the publish status follows. */
export type ContentSaved = { item: ContentItem | null; publish: { changes: number[] } };

const base = (kind: ContentKindName) => `/v1/admin/content/${kind}`;

/** A kind's list for one channel ('' : every record). */
export const fetchContentList = (kind: ContentKindName, channel: string) =>
  call<{ data: ContentItem[] }>(
    'GET',
    `${base(kind)}${queryString({ channel: channel || undefined })}`,
  );
/** One record. */
export const fetchContent = (kind: ContentKindName, id: number) =>
  call<ContentItem>('GET', `${base(kind)}/${id}`);
/** Creates a record. */
export const postContent = (kind: ContentKindName, body: Record<string, unknown>) =>
  call<ContentSaved>('POST', base(kind), body);
/** Saves a record based on `version`. */
export const putContent = (kind: ContentKindName, id: number, body: Record<string, unknown>) =>
  call<ContentSaved>('PUT', `${base(kind)}/${id}`, body);
/** Deletes a record based on `version`. */
export const deleteContent = (kind: ContentKindName, id: number, version: number) =>
  call<ContentSaved>('DELETE', `${base(kind)}/${id}?version=${version}`);
/** Puts a channel's list in this order. */
export const putContentOrder = (kind: ContentKindName, channel: string, ids: number[]) =>
  call<ContentSaved>('PUT', `${base(kind)}/order`, { channel_id: channel || null, ids });
/** A record's kept versions, newest first. */
export const fetchContentVersions = (kind: ContentKindName, id: number) =>
  call<{ data: ContentVersion[] }>('GET', `${base(kind)}/${id}/versions`);
/** Restores a kept version as a new one, based on the current `version`. */
export const restoreContentVersion = (
  kind: ContentKindName,
  id: number,
  n: number,
  version: number,
) => call<ContentSaved>('POST', `${base(kind)}/${id}/versions/${n}/restore`, { version });
/** Uploads a picture; answers its path. */
export function uploadContentImage(file: File) {
  const form = new FormData();
  form.set('file', file);
  return upload<{ path: string }>('/v1/admin/content/images', form);
}
/** The shop's channels (id and name). */
export const fetchChannels = () =>
  call<{ data: { id: string; name: string }[] }>('GET', '/v1/admin/channels');
/** A preview link of a record's page on `channel` with the form's `body` (unsaved) applied; `id` null for a new record. */
export function postContentPreview(
  kind: ContentKindName,
  channel: string,
  id: number | null,
  body: Record<string, unknown>,
) {
  const query = queryString({ channel, id: id ?? undefined });
  return call<{ url: string; expires_at: string }>('POST', `${base(kind)}/preview${query}`, body);
}
