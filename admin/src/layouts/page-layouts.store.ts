import { atom } from 'nanostores';
import type { BackOfficeLayout } from '../../../contract/content/layouts-back-office.schema';
import { followPublish } from '../publishing/publishing.store';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { previewInNewTab } from '../shared/preview-tab';
import {
  fetchChannels,
  fetchLayouts,
  fetchLayoutVersions,
  type KeptVersion,
  postLayoutPreview,
  putLayout,
  restoreLayout,
} from './layouts.api';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';
import {
  fieldsUnder,
  formOf,
  layoutPreviewOf,
  layoutSaveOf,
  type PageForm,
  SECTION_PAGES,
  seasonProblems,
} from './page-layout.model';

/** The page-layout screen: the channel and page picked, the saved layout and the edited form. */
export type PageLayoutState = {
  status: 'loading' | 'ready' | 'error';
  channels: { id: string; name: string }[];
  channel: string;
  page: string;
  saved: BackOfficeLayout[];
  form: PageForm;
  versions: KeptVersion[];
  errors: FieldErrors;
  error: string | null;
  notice: string | null;
  conflict: BackOfficeLayout | null;
  confirming: boolean;
  busy: boolean;
  /** Which layout's preview is being prepared: the page's own or its period layout. */
  previewing: 'own' | 'season' | null;
};

const initial: PageLayoutState = {
  status: 'loading',
  channels: [],
  channel: 'default',
  page: SECTION_PAGES[0] ?? 'top',
  saved: [],
  form: formOf(SECTION_PAGES[0] ?? 'top', undefined),
  versions: [],
  errors: {},
  error: null,
  notice: null,
  conflict: null,
  confirming: false,
  busy: false,
  previewing: null,
};

/** The screen's state. */
export const $pageLayout = atom<PageLayoutState>(initial);
const patch = (change: Partial<PageLayoutState>) =>
  $pageLayout.set({ ...$pageLayout.get(), ...change });

/** The saved layout of the picked page, if any. */
export const savedLayout = (state: PageLayoutState) =>
  state.saved.find((l) => l.page === state.page);

async function loadVersions(page: string, channel: string, saved: BackOfficeLayout | undefined) {
  if (!saved) return [];
  return (await fetchLayoutVersions(page, channel)).data.data;
}

/** Opens the screen: channels, then the first channel's layouts. */
export async function openPageLayouts(): Promise<void> {
  $pageLayout.set(initial);
  try {
    const channels = (await fetchChannels()).data.data;
    const channel = channels.find((c) => c.id === 'default')?.id ?? channels[0]?.id ?? 'default';
    patch({ channels });
    await pickChannel(channel);
  } catch (error) {
    patch({ status: 'error', error: failureText(error) });
  }
}

/** Picks a channel: its saved layouts, the same page's form. */
export async function pickChannel(channel: string): Promise<void> {
  patch({ channel, busy: true, error: null, notice: null });
  try {
    const saved = (await fetchLayouts(channel)).data.data;
    patch({ saved, status: 'ready' });
    await pickPage($pageLayout.get().page);
  } catch (error) {
    patch({ status: 'error', error: failureText(error) });
  } finally {
    patch({ busy: false });
  }
}

/** Picks a page: its saved layout (or its default parts) and its kept versions. */
export async function pickPage(page: string): Promise<void> {
  const { channel, saved } = $pageLayout.get();
  const layout = saved.find((l) => l.page === page);
  patch({ page, form: formOf(page, layout), errors: {}, conflict: null, versions: [] });
  try {
    patch({ versions: await loadVersions(page, channel, layout) });
  } catch (error) {
    patch({ error: failureText(error) });
  }
}

/** Replaces the edited form (a move, hide, add or remove; the period layout made, changed or removed). */
export const editForm = (form: PageForm) => patch({ form, notice: null });

/** Opens or closes the save's confirmation; a form that cannot be sent shows why instead. */
export function askSave(open: boolean): void {
  const problems = open ? seasonProblems($pageLayout.get().form) : {};
  if (Object.keys(problems).length > 0) {
    patch({ errors: problems, error: M.invalid, notice: null });
    return;
  }
  patch({ confirming: open, ...(open ? { errors: {}, error: null } : {}) });
}

function replaceSaved(item: BackOfficeLayout) {
  const others = $pageLayout.get().saved.filter((l) => l.page !== item.page);
  return [...others, item].sort((a, b) => a.page.localeCompare(b.page));
}

async function afterWrite(item: BackOfficeLayout, changes: number[], notice: string) {
  followPublish(changes);
  const saved = replaceSaved(item);
  patch({ saved, form: formOf(item.page, item), notice, conflict: null, errors: {} });
  patch({ versions: await loadVersions(item.page, item.channel_id, item) });
}

/**
 * Opens the page with the form's own layout (or its period layout) as the channel's real page in
 * a new tab, unsaved; the server's words on a section go beside it, under `season.` for the period.
 */
export async function openLayoutPreview(which: 'own' | 'season'): Promise<void> {
  const { page, channel, form } = $pageLayout.get();
  const body = layoutPreviewOf(channel, form, which);
  if (!body) return;
  patch({ previewing: which, error: null, notice: null, errors: {} });
  try {
    const opened = await previewInNewTab(async () => (await postLayoutPreview(page, body)).data);
    if (!opened) patch({ error: M.previewBlocked });
  } catch (error) {
    failed(error, which === 'season' ? 'season.' : '');
  } finally {
    patch({ previewing: null });
  }
}

function failed(error: unknown, under = '') {
  if (error instanceof ApiFailure && error.status === 409) {
    const raw = error.raw as { current: BackOfficeLayout | null; changed_fields: string[] };
    const fields = raw.changed_fields.map((f) => M.fields[f] ?? f).join('、');
    patch({ conflict: raw.current, error: M.conflict(fields) });
    return;
  }
  if (error instanceof ApiFailure && error.status === 422) {
    const errors = fieldsUnder(error.fieldErrors, under);
    // A refusal of the page itself (no page to show it on) has no field to stand beside.
    patch({ errors, error: error.fieldErrors.page?.[0] ?? M.invalid });
    return;
  }
  patch({ error: failureText(error) });
}

/** Saves the form based on the saved version; a 409 or 422 keeps everything typed. */
export async function saveLayout(): Promise<void> {
  const state = $pageLayout.get();
  const version = savedLayout(state)?.version ?? 0;
  patch({ busy: true, confirming: false, error: null, notice: null, errors: {} });
  try {
    const { data } = await putLayout(state.page, layoutSaveOf(state.channel, state.form, version));
    await afterWrite(data.item, data.publish.changes, M.saved);
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

/** Takes the other person's saved layout into the form (after a 409), dropping this screen's edits. */
export function takeLatest(): void {
  const { conflict, page, saved } = $pageLayout.get();
  const others = saved.filter((l) => l.page !== page);
  patch({
    saved: conflict ? [...others, conflict] : others,
    form: formOf(page, conflict ?? undefined),
    conflict: null,
    error: null,
  });
}

/** Puts kept version `n` back as a new version (an undo). */
export async function undoTo(n: number): Promise<void> {
  const state = $pageLayout.get();
  const saved = savedLayout(state);
  if (!saved) return;
  patch({ busy: true, error: null, notice: null });
  try {
    const { data } = await restoreLayout(state.page, n, state.channel, saved.version);
    await afterWrite(data.item, data.publish.changes, M.restored);
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}
