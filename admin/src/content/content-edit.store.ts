import { atom } from 'nanostores';
import type { ContentKindName } from '../../../contract/content/content-admin.schema';
import { followPublish } from '../publishing/publishing.store';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { newestLoad } from '../shared/latest.model';
import { previewInNewTab } from '../shared/preview-tab';
import { routeHref } from '../shared/router.model';
import {
  type ContentItem,
  type ContentVersion,
  fetchChannels,
  fetchContent,
  fetchContentList,
  fetchContentVersions,
  postContent,
  postContentPreview,
  putContent,
  restoreContentVersion,
  uploadContentImage,
} from './content.api';
import { CONTENT_MESSAGES as M } from './content.messages';
import { bodyOf, CATEGORY_KINDS, type ContentForm, emptyForm, formOf } from './content-kinds.model';

/** The edit (or new) screen of one record. Nothing typed is dropped on any failure. */
export type ContentEditState = {
  kind: ContentKindName;
  id: number | null;
  status: 'loading' | 'ready' | 'not-found' | 'error';
  record: ContentItem | null;
  form: ContentForm;
  errors: FieldErrors;
  error: string | null;
  notice: string | null;
  conflict: { fields: string[]; current: ContentItem } | null;
  confirming: boolean;
  busy: boolean;
  uploading: boolean;
  versions: ContentVersion[];
  channels: { id: string; name: string }[];
  categories: { id: number; name: string }[];
  /** The channel whose preview is being prepared. */
  previewing: string | null;
};

const fresh = (kind: ContentKindName, id: number | null): ContentEditState => ({
  kind,
  id,
  status: id === null ? 'ready' : 'loading',
  record: null,
  form: emptyForm(kind),
  errors: {},
  error: null,
  notice: null,
  conflict: null,
  confirming: false,
  busy: false,
  uploading: false,
  versions: [],
  channels: [],
  categories: [],
  previewing: null,
});

/** The edit screen's state. */
export const $contentEdit = atom<ContentEditState>(fresh('banners', null));
const patch = (change: Partial<ContentEditState>) =>
  $contentEdit.set({ ...$contentEdit.get(), ...change });

/** The choices the form's selects offer: channels, and the categories of a kind that has them. */
async function choicesOf(kind: ContentKindName) {
  const [channels, categories] = await Promise.all([
    fetchChannels(),
    CATEGORY_KINDS[kind] ? fetchContentList(CATEGORY_KINDS[kind], '') : Promise.resolve(null),
  ]);
  const named = (categories?.data.data ?? []).map((c) => ({ id: c.id, name: String(c.name) }));
  return { channels: channels.data.data, categories: named };
}

const opens = newestLoad();

/** Opens a record (or a new one when `id` is null); a later open's answers win over this one's. */
export async function openContent(kind: ContentKindName, id: number | null): Promise<void> {
  const current = opens.begin();
  $contentEdit.set(fresh(kind, id));
  try {
    const choices = await choicesOf(kind);
    if (!current()) return;
    patch(choices);
    if (id === null) return;
    const [record, versions] = await Promise.all([
      fetchContent(kind, id),
      fetchContentVersions(kind, id),
    ]);
    if (!current()) return;
    patch({
      status: 'ready',
      record: record.data,
      form: formOf(kind, record.data),
      versions: versions.data.data,
    });
  } catch (error) {
    if (!current()) return;
    patch({
      status: error instanceof ApiFailure && error.status === 404 ? 'not-found' : 'error',
      error: failureText(error),
    });
  }
}

/** Changes one field of the form. */
export function setContentField(name: string, value: string | boolean): void {
  const { form, errors } = $contentEdit.get();
  patch({ form: { ...form, [name]: value }, errors: { ...errors, [name]: [] } });
}

/** Asks for the save's confirmation (a save publishes). */
export const askSave = (open: boolean) => patch({ confirming: open });

/** Saves (or creates) the record; a 422 marks the fields, a 409 says who changed what; the form stays. */
export async function saveContent(): Promise<void> {
  const state = $contentEdit.get();
  patch({ busy: true, confirming: false, error: null, notice: null, errors: {}, conflict: null });
  const body = bodyOf(state.kind, state.form);
  try {
    const { data } = state.record
      ? await putContent(state.kind, state.record.id, { ...body, version: state.record.version })
      : await postContent(state.kind, body);
    followPublish(data.publish.changes);
    if (!data.item) return;
    const versions = await fetchContentVersions(state.kind, data.item.id);
    patch({
      record: data.item,
      id: data.item.id,
      form: formOf(state.kind, data.item),
      versions: versions.data.data,
      notice: M.saved,
    });
    // The address names the new record without reopening the screen (its publish status stays).
    if (!state.record)
      history.replaceState(
        null,
        '',
        routeHref({ name: 'content-edit', kind: state.kind, id: data.item.id }),
      );
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

function failed(error: unknown) {
  if (error instanceof ApiFailure && error.status === 409) {
    const raw = error.raw as { current: ContentItem; changed_fields: string[] };
    patch({
      conflict: { fields: raw.changed_fields, current: raw.current },
      error: M.conflict(raw.changed_fields.map((f) => M.fields[f] ?? f).join('、')),
    });
    return;
  }
  if (error instanceof ApiFailure && error.status === 422) {
    patch({ errors: error.fieldErrors, error: M.invalid });
    return;
  }
  patch({ error: failureText(error) });
}

/** Takes the other person's saved record into the form (after a 409), dropping this screen's edits. */
export function takeLatest(): void {
  const { conflict, kind } = $contentEdit.get();
  if (conflict)
    patch({
      record: conflict.current,
      form: formOf(kind, conflict.current),
      conflict: null,
      error: null,
    });
}

/** Restores a kept version as a new version (after the screen's confirmation). */
export async function restoreVersion(n: number): Promise<void> {
  const { kind, record } = $contentEdit.get();
  if (!record) return;
  patch({ busy: true, error: null, notice: null });
  try {
    const { data } = await restoreContentVersion(kind, record.id, n, record.version);
    followPublish(data.publish.changes);
    if (!data.item) return;
    const versions = await fetchContentVersions(kind, record.id);
    patch({
      record: data.item,
      form: formOf(kind, data.item),
      versions: versions.data.data,
      notice: M.restored,
    });
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

/** Uploads a picture into an image field. */
export async function uploadImage(field: string, file: File): Promise<void> {
  patch({ uploading: true, error: null });
  try {
    const { data } = await uploadContentImage(file);
    setContentField(field, data.path);
  } catch (error) {
    const message =
      error instanceof ApiFailure
        ? (error.fieldErrors.file?.[0] ?? failureText(error))
        : failureText(error);
    patch({ errors: { ...$contentEdit.get().errors, [field]: [message] } });
  } finally {
    patch({ uploading: false });
  }
}

/**
 * Opens the form as it is (unsaved) as `channel`'s real page in a new tab, sent to the signed
 * link once the API answers; on a refusal the tab is closed and the form marks the fields.
 */
export async function openContentPreview(channel: string): Promise<void> {
  const state = $contentEdit.get();
  patch({ previewing: channel, error: null, notice: null, errors: {} });
  try {
    const body = bodyOf(state.kind, state.form);
    const opened = await previewInNewTab(async () => {
      const { data } = await postContentPreview(
        state.kind,
        channel,
        state.record?.id ?? null,
        body,
      );
      return data;
    });
    if (!opened) patch({ error: M.preview.blocked });
  } catch (error) {
    failed(error);
  } finally {
    patch({ previewing: null });
  }
}
