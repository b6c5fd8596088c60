import { atom } from 'nanostores';
import type { SchemeColorName } from '../../../contract/color/scheme-colors';
import type { AdminColorScheme } from '../../../contract/content/layouts-admin.schema';
import { followPublish } from '../publishing/publishing.store';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { previewInNewTab } from '../shared/preview-tab';
import {
  createBodyOf,
  type SchemeForm,
  saveBodyOf,
  schemeFormOf,
  schemePreviewOf,
  THEME_COLORS,
} from './color-scheme.model';
import {
  deleteScheme,
  fetchChannels,
  fetchSchemes,
  fetchSchemeVersions,
  type KeptVersion,
  postScheme,
  postSchemePreview,
  putScheme,
  restoreScheme,
  selectScheme,
} from './layouts.api';
import { LAYOUTS_MESSAGES as M } from './layouts.messages';

/** The colour-scheme screen: the channel, its schemes, the one edited and its form. */
export type ColorSchemeState = {
  status: 'loading' | 'ready' | 'error';
  channels: { id: string; name: string }[];
  channel: string;
  schemes: AdminColorScheme[];
  schemeId: number | null;
  form: SchemeForm;
  versions: KeptVersion[];
  errors: FieldErrors;
  error: string | null;
  notice: string | null;
  conflict: AdminColorScheme | null;
  confirming: boolean;
  /** The confirmation of making the edited scheme the one the storefront shows is open. */
  choosing: boolean;
  /** The confirmation of deleting the edited scheme is open. */
  removing: boolean;
  /** The new scheme's dialog: its name as typed and what the server said of it. */
  adding: { open: boolean; name: string; errors: FieldErrors };
  busy: boolean;
  /** The edited scheme's preview is being prepared. */
  previewing: boolean;
};

const initial: ColorSchemeState = {
  status: 'loading',
  channels: [],
  channel: 'default',
  schemes: [],
  schemeId: null,
  form: { name: '', useTheme: true, colors: { ...THEME_COLORS }, from: '', to: '' },
  versions: [],
  errors: {},
  error: null,
  notice: null,
  conflict: null,
  confirming: false,
  choosing: false,
  removing: false,
  adding: { open: false, name: '', errors: {} },
  busy: false,
  previewing: false,
};

/** The screen's state. */
export const $colorScheme = atom<ColorSchemeState>(initial);
const patch = (change: Partial<ColorSchemeState>) =>
  $colorScheme.set({ ...$colorScheme.get(), ...change });

/** The scheme being edited. */
export const editedScheme = (state: ColorSchemeState) =>
  state.schemes.find((s) => s.id === state.schemeId);

/** Opens the screen: channels, then the first channel's schemes. */
export async function openColorSchemes(): Promise<void> {
  $colorScheme.set(initial);
  try {
    const channels = (await fetchChannels()).data.data;
    patch({ channels });
    const channel = channels.find((c) => c.id === 'default')?.id ?? channels[0]?.id ?? 'default';
    await pickSchemeChannel(channel);
  } catch (error) {
    patch({ status: 'error', error: failureText(error) });
  }
}

/** Picks a channel: its schemes, the selected one (the one the storefront shows) opened. */
export async function pickSchemeChannel(channel: string): Promise<void> {
  patch({ channel, busy: true, error: null, notice: null });
  try {
    const schemes = (await fetchSchemes(channel)).data.data;
    patch({ schemes, status: 'ready' });
    const first = schemes.find((s) => s.is_selected) ?? schemes[0];
    if (first) await pickScheme(first.id);
    else patch({ schemeId: null, versions: [] });
  } catch (error) {
    patch({ status: 'error', error: failureText(error) });
  } finally {
    patch({ busy: false });
  }
}

/** Opens one scheme: its form and its kept versions. */
export async function pickScheme(id: number): Promise<void> {
  const scheme = $colorScheme.get().schemes.find((s) => s.id === id);
  if (!scheme) return;
  patch({ schemeId: id, form: schemeFormOf(scheme), errors: {}, conflict: null, versions: [] });
  try {
    patch({ versions: (await fetchSchemeVersions(id)).data.data });
  } catch (error) {
    patch({ error: failureText(error) });
  }
}

/** Changes the name or the "theme's colours" switch. */
export const editScheme = (change: Partial<SchemeForm>) =>
  patch({ form: { ...$colorScheme.get().form, ...change }, notice: null });

/** Changes the publish period as typed; the server's words on it go until the next save. */
export function setSchemePeriod(period: { from: string; to: string }): void {
  const { form, errors } = $colorScheme.get();
  patch({
    form: { ...form, ...period },
    errors: { ...errors, publish_from: [], publish_to: [] },
    notice: null,
  });
}

/** Changes one colour as typed (or picked). */
export function setColor(name: SchemeColorName, value: string): void {
  const { form, errors } = $colorScheme.get();
  patch({
    form: { ...form, colors: { ...form.colors, [name]: value } },
    errors: { ...errors, [`colors.${name}`]: [] },
    notice: null,
  });
}

/** Opens or closes the save's confirmation. */
export const askSchemeSave = (open: boolean) => patch({ confirming: open });

async function afterWrite(item: AdminColorScheme, changes: number[], notice: string) {
  followPublish(changes);
  const schemes = $colorScheme.get().schemes.map((s) => (s.id === item.id ? item : s));
  patch({ schemes, form: schemeFormOf(item), notice, conflict: null, errors: {} });
  patch({ versions: (await fetchSchemeVersions(item.id)).data.data });
}

function failed(error: unknown) {
  if (error instanceof ApiFailure && error.status === 409) {
    const raw = error.raw as { current: AdminColorScheme; changed_fields: string[] };
    const fields = raw.changed_fields.map((f) => M.fields[f] ?? f).join('、');
    patch({ conflict: raw.current, error: M.conflict(fields) });
    return;
  }
  if (error instanceof ApiFailure && error.status === 422) {
    patch({ errors: error.fieldErrors, error: M.invalid });
    return;
  }
  patch({ error: failureText(error) });
}

/** Saves the form based on the scheme's version; a 409 or 422 keeps everything typed. */
export async function saveColorScheme(): Promise<void> {
  const state = $colorScheme.get();
  const scheme = editedScheme(state);
  if (!scheme) return;
  patch({ busy: true, confirming: false, error: null, notice: null, errors: {} });
  try {
    const { data } = await putScheme(scheme.id, saveBodyOf(scheme, state.form));
    await afterWrite(data.item, data.publish.changes, M.saved);
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

/**
 * Opens the channel's top page in the scheme as typed (as if saved and chosen) in a new tab,
 * unsaved; an unreadable colour is named beside it as a save would name it.
 */
export async function openSchemePreview(): Promise<void> {
  const state = $colorScheme.get();
  const scheme = editedScheme(state);
  if (!scheme) return;
  patch({ previewing: true, error: null, notice: null, errors: {} });
  try {
    const body = schemePreviewOf(state.channel, scheme, state.form);
    const opened = await previewInNewTab(async () => (await postSchemePreview(body)).data);
    if (!opened) patch({ error: M.previewBlocked });
  } catch (error) {
    failed(error);
  } finally {
    patch({ previewing: false });
  }
}

/** Takes the other person's saved scheme into the form (after a 409), dropping this screen's edits. */
export function takeLatestScheme(): void {
  const { conflict, schemes } = $colorScheme.get();
  if (!conflict) return;
  patch({
    schemes: schemes.map((s) => (s.id === conflict.id ? conflict : s)),
    form: schemeFormOf(conflict),
    conflict: null,
    error: null,
  });
}

/** Puts kept version `n` back as a new version (an undo). */
export async function undoSchemeTo(n: number): Promise<void> {
  const scheme = editedScheme($colorScheme.get());
  if (!scheme) return;
  patch({ busy: true, error: null, notice: null });
  try {
    const { data } = await restoreScheme(scheme.id, n, scheme.version);
    await afterWrite(data.item, data.publish.changes, M.restored);
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

/** Opens or closes the confirmation of showing the edited scheme on the storefront. */
export const askSchemeChoice = (open: boolean) => patch({ choosing: open });

/** Makes the edited scheme the one the channel's storefront shows (a 409 when it changed meanwhile). */
export async function chooseShownScheme(): Promise<void> {
  const scheme = editedScheme($colorScheme.get());
  if (!scheme) return;
  patch({ busy: true, choosing: false, error: null, notice: null });
  try {
    const { data } = await selectScheme(scheme.id, scheme.version);
    followPublish(data.publish.changes);
    const schemes = $colorScheme
      .get()
      .schemes.map((s) => (s.id === data.item.id ? data.item : { ...s, is_selected: false }));
    patch({ schemes, notice: M.chosen(data.item.name) });
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

/** Opens or closes the confirmation of deleting the edited scheme. */
export const askSchemeRemoval = (open: boolean) => patch({ removing: open });

/**
 * Deletes the edited scheme (never the selected one; a 409 when it changed meanwhile), then opens
 * the channel's selected scheme.
 */
export async function removeEditedScheme(): Promise<void> {
  const scheme = editedScheme($colorScheme.get());
  if (!scheme) return;
  patch({ busy: true, removing: false, error: null, notice: null });
  try {
    const { data } = await deleteScheme(scheme.id, scheme.version);
    followPublish(data.publish.changes);
    const schemes = $colorScheme.get().schemes.filter((s) => s.id !== scheme.id);
    patch({ schemes });
    const next = schemes.find((s) => s.is_selected) ?? schemes[0];
    if (next) await pickScheme(next.id);
    else patch({ schemeId: null, versions: [] });
    patch({ notice: M.removed(scheme.name) });
  } catch (error) {
    failed(error);
  } finally {
    patch({ busy: false });
  }
}

/** Opens (with an empty name) or closes the new scheme's dialog. */
export const askNewScheme = (open: boolean) =>
  patch({ adding: { open, name: '', errors: {} }, notice: null });

/** The new scheme's name as typed. */
export const typeNewSchemeName = (name: string) =>
  patch({ adding: { ...$colorScheme.get().adding, name, errors: {} } });

/**
 * Adds a scheme to the channel from the colours on screen (not in use), then opens it; a 422
 * keeps the dialog open with the name as typed and what is wrong with it.
 */
export async function addScheme(): Promise<void> {
  const state = $colorScheme.get();
  const body = createBodyOf(state.channel, state.adding.name, editedScheme(state), state.form);
  patch({ busy: true, error: null, notice: null });
  try {
    const { data } = await postScheme(body);
    patch({ schemes: [...$colorScheme.get().schemes, data], adding: initial.adding });
    await pickScheme(data.id);
    patch({ notice: M.added(data.name) });
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 422) {
      patch({ adding: { ...state.adding, errors: error.fieldErrors } });
    } else {
      patch({ adding: initial.adding });
      failed(error);
    }
  } finally {
    patch({ busy: false });
  }
}
