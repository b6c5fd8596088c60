import { atom } from 'nanostores';
import { followPublish } from '../publishing/publishing.store';
import { failureText } from '../shared/failure.model';
import { ApiFailure } from '../shared/http';
import type { FieldErrors } from '../shared/http.model';
import { newestLoad } from '../shared/latest.model';
import { previewInNewTab } from '../shared/preview-tab';
import { navigate } from '../shared/router.store';
import { SHARED_MESSAGES as SHARED } from '../shared/shared.messages';
import {
  bodyFromForm,
  checkForm,
  EMPTY_FORM,
  formFromProduct,
  mergeAfterConflict,
  type ProductForm,
  type ProductRecord,
} from './product-form.model';
import { PRODUCT_PREVIEW_MESSAGES as PREVIEW } from './product-preview.messages';
import {
  fetchProduct,
  postPreview,
  postProduct,
  postSavedPreview,
  putProduct,
} from './products.api';
import { PRODUCTS_MESSAGES as M } from './products.messages';

/** What a 409 brought back: the other person's saved product and the fields they changed. */
export type Conflict = { record: ProductRecord; current: ProductForm; fields: string[] };

/** The edit (or new) product screen's state. Nothing typed is dropped on any failure. */
export type ProductEditState = {
  status: 'loading' | 'ready' | 'not-found' | 'error';
  key: string | null;
  record: ProductRecord | null;
  original: ProductForm;
  form: ProductForm;
  errors: FieldErrors;
  error: string | null;
  notice: string | null;
  confirming: boolean;
  busy: boolean;
  conflict: Conflict | null;
  /** The preview being prepared: a channel (the form), `saved:<channel>` or `schedule:<id>`. */
  previewing: string | null;
};

const fresh = (key: string | null): ProductEditState => ({
  status: key ? 'loading' : 'ready',
  key,
  record: null,
  original: EMPTY_FORM,
  form: EMPTY_FORM,
  errors: {},
  error: null,
  notice: null,
  confirming: false,
  busy: false,
  conflict: null,
  previewing: null,
});

/** The product being edited or created. */
export const $productEdit = atom<ProductEditState>(fresh(null));

const patch = (next: Partial<ProductEditState>) =>
  $productEdit.set({ ...$productEdit.get(), ...next });

const opens = newestLoad();

/** Opens a product for editing (keeps a notice set by the step that led here, e.g. 登録しました). */
export async function openProduct(key: string, notice: string | null = null): Promise<void> {
  const current = opens.begin();
  $productEdit.set({ ...fresh(key), notice });
  try {
    const record = await fetchProduct(key);
    if (!current()) return;
    const form = formFromProduct(record);
    patch({ status: 'ready', record, original: form, form });
  } catch (error) {
    if (!current()) return;
    const missing = error instanceof ApiFailure && error.status === 404;
    patch({
      status: missing ? 'not-found' : 'error',
      error: missing ? M.notFound : failureText(error),
    });
  }
}

/** Opens an empty form for a new product. */
export function openNewProduct(): void {
  $productEdit.set(fresh(null));
}

/** Changes one field as typed (its error clears). */
export function editField<F extends keyof ProductForm>(field: F, value: ProductForm[F]): void {
  const { form, errors } = $productEdit.get();
  const { [field]: _cleared, ...rest } = errors;
  patch({ form: { ...form, [field]: value }, errors: rest });
}

/** Checks the form, then asks for confirmation (or shows what to fix). */
export function requestSave(): void {
  const { form, key } = $productEdit.get();
  const errors = checkForm(form, key === null);
  if (Object.keys(errors).length > 0) {
    patch({ errors, error: SHARED.fixErrors, notice: null });
    return;
  }
  patch({ errors: {}, error: null, confirming: true });
}

/** Closes the confirmation without saving. */
export function cancelSave(): void {
  patch({ confirming: false });
}

/** Saves after confirmation: creates or updates on the version the form was based on. */
export async function confirmSave(): Promise<void> {
  const state = $productEdit.get();
  patch({ busy: true, error: null, notice: null });
  try {
    const body = bodyFromForm(state.form, !state.key);
    if (!state.key) {
      const created = await postProduct(body);
      const key = String(created.product_key ?? created.key ?? '');
      patch({ busy: false, confirming: false });
      if (key) {
        // Opened first: the screen sees its key already loading and does not load it again.
        const opening = openProduct(key, M.created);
        navigate({ name: 'product-edit', key });
        await opening;
      }
      return;
    }
    const saved = await putProduct(state.key, { ...body, version: state.record?.version });
    followPublish(publishTicketOf(saved));
    const form = formFromProduct(saved);
    patch({ busy: false, confirming: false, record: saved, original: form, form, notice: M.saved });
  } catch (error) {
    patch({ busy: false, confirming: false, ...failureOfSave(error) });
  }
}

/** The change records a save answered (`publish.changes`), for its publish status. */
function publishTicketOf(saved: ProductRecord): number[] | undefined {
  const publish = saved.publish as { changes?: unknown } | undefined;
  return Array.isArray(publish?.changes) ? publish.changes.filter(Number.isInteger) : undefined;
}

function failureOfSave(error: unknown): Partial<ProductEditState> {
  if (error instanceof ApiFailure && error.status === 409) {
    const raw = (error.raw ?? {}) as { current?: ProductRecord; changed_fields?: unknown };
    if (raw.current) {
      const fields = Array.isArray(raw.changed_fields) ? raw.changed_fields.map(String) : [];
      return {
        conflict: { record: raw.current, current: formFromProduct(raw.current), fields },
        error: null,
      };
    }
  }
  if (error instanceof ApiFailure && error.status === 422) {
    return { errors: error.fieldErrors, error: error.body.message ?? SHARED.fixErrors };
  }
  return { error: failureText(error) };
}

/** After a 409: takes the other person's changes, keeps the user's other edits, on the new version. */
export function takeTheirChanges(): void {
  const { conflict, form } = $productEdit.get();
  if (!conflict) return;
  patch({
    record: conflict.record,
    original: conflict.current,
    form: mergeAfterConflict(form, conflict.current, conflict.fields),
    conflict: null,
    notice: M.conflictMerged,
  });
}

/**
 * Opens the form as it is (unsaved) as `channel`'s product page in a new tab. The tab is opened
 * at once, inside the click (a tab opened after the call returns would be blocked), and sent to
 * the signed link once the API answers; on a refusal it is closed and the form shows why.
 */
export async function openPreview(channel: string): Promise<void> {
  const state = $productEdit.get();
  const body = { ...bodyFromForm(state.form), version: state.record?.version };
  await previewInTab(channel, (key) => postPreview(key, channel, body));
}

/**
 * Opens the saved product (shown even while hidden or 公開予約) as `channel`'s product page in a
 * new tab; with `schedule`, as that pending scheduled change will make it at its time.
 */
export async function openSavedPreview(channel: string, schedule?: number): Promise<void> {
  const tag = schedule === undefined ? `saved:${channel}` : `schedule:${schedule}`;
  await previewInTab(tag, (key) => postSavedPreview(key, channel, schedule));
}

/** Opens a new tab on the link `create` answers (a refusal marks the form, the tab closed). */
async function previewInTab(
  tag: string,
  create: (key: string) => Promise<{ url: string }>,
): Promise<void> {
  const { key } = $productEdit.get();
  if (!key) return;
  patch({ previewing: tag, error: null, notice: null });
  try {
    const opened = await previewInNewTab(() => create(key));
    patch({ previewing: null, ...(opened ? {} : { error: PREVIEW.blocked }) });
  } catch (error) {
    patch({ previewing: null, ...failureOfSave(error) });
  }
}
