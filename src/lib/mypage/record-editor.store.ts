import { atom, type ReadableAtom } from 'nanostores';
import type { GuardSettings } from '../auth/auth-guards';
import { passGuard } from '../auth/guard.store';
import { flash } from '../shared/flash.store';

/** Per-field messages, keyed by the form's field names (`_` for the form as a whole). */
export type FieldErrors = Record<string, string[]>;

/** What checking a form answers: the body to save, or the fields to fix. */
export type Checked<B> = { ok: true; body: B } | { ok: false; errors: FieldErrors };

/** What a save or delete answers; a success may bring its own message for the flash. */
export type EditorResult =
  | { ok: true; message?: string }
  | { ok: false; message: string; errors: FieldErrors };

/** Where a record form stands: waiting for the guard and the record, editing, confirming, or not found. */
export type EditorState<F, B> = {
  step: 'waiting' | 'form' | 'confirm' | 'missing';
  form: F | null;
  /** The checked body the confirmation step shows (and saves). */
  confirming: B | null;
  errors: FieldErrors;
  message: string | null;
  busy: boolean;
};

/** Whether the screen adds a record or changes one (its path says which). */
export type EditorMode = 'add' | 'edit';

/** What a my page record form needs from its domain. */
export type RecordEditorOptions<F, B> = {
  /** The record to start from (`id` null for a new one); null when it is not the member's. */
  load(mode: EditorMode): Promise<{ id: number | null; form: F } | null>;
  check(form: F): Checked<B>;
  save(id: number | null, body: B): Promise<EditorResult>;
  remove?(id: number): Promise<EditorResult>;
  /** False: 保存 saves straight from the form, without a confirmation step. */
  confirm?: boolean;
  /** The list the member returns to after a save or a delete (its flash shows there). */
  backTo: string;
  text: { checkErrors: string; notFound?: string; saved: string; removed?: string };
};

/** The browser side a record form touches; tests pass their own. */
export type EditorDeps = {
  admit(settings: GuardSettings): Promise<boolean>;
  go(url: string): void;
};

const BROWSER: EditorDeps = {
  admit: (settings) => passGuard('login-only', settings),
  go: (url) => window.location.assign(url),
};

/** The record form's store and its actions (a module-level one per screen). */
export type RecordEditor<F, B> = {
  $state: ReadableAtom<EditorState<F, B>>;
  open(settings: GuardSettings, mode?: EditorMode): Promise<void>;
  edit(change: Partial<F> | ((form: F) => F)): void;
  clearError(key: string): void;
  submit(): Promise<void>;
  back(): void;
  save(): Promise<void>;
  remove(): Promise<void>;
};

const waiting = <F, B>(): EditorState<F, B> => ({
  step: 'waiting',
  form: null,
  confirming: null,
  errors: {},
  message: null,
  busy: false,
});

/**
 * One my page record form: the login guard, loading the record, checking the form, the
 * confirmation step, saving with a busy flag, and the flash on the list it returns to.
 */
export function createRecordEditor<F extends object, B>(
  options: RecordEditorOptions<F, B>,
  deps: EditorDeps = BROWSER,
): RecordEditor<F, B> {
  const $state = atom<EditorState<F, B>>(waiting());
  let id: number | null = null;
  const patch = (change: Partial<EditorState<F, B>>) => $state.set({ ...$state.get(), ...change });

  async function open(settings: GuardSettings, mode: EditorMode = 'edit') {
    $state.set(waiting());
    if (!(await deps.admit(settings))) return;
    const found = await options.load(mode);
    id = found?.id ?? null;
    if (found) patch({ step: 'form', form: found.form });
    else patch({ step: 'missing', message: options.text.notFound ?? null });
  }

  function edit(change: Partial<F> | ((form: F) => F)) {
    const form = $state.get().form;
    if (!form) return;
    patch({ form: typeof change === 'function' ? change(form) : { ...form, ...change } });
  }

  function clearError(key: string) {
    const { [key]: _gone, ...rest } = $state.get().errors;
    patch({ errors: rest });
  }

  async function submit() {
    const { form, busy } = $state.get();
    if (!form || busy) return;
    const checked = options.check(form);
    if (!checked.ok) return patch({ errors: checked.errors, message: options.text.checkErrors });
    patch({ errors: {}, message: null, confirming: checked.body });
    if (options.confirm === false) await save();
    else patch({ step: 'confirm' });
  }

  async function save() {
    const { confirming, busy } = $state.get();
    if (confirming === null || busy) return;
    patch({ busy: true });
    const result = await options.save(id, confirming);
    leaveOr(result, options.text.saved);
  }

  async function remove() {
    if (id === null || !options.remove || $state.get().busy) return;
    patch({ busy: true });
    leaveOr(await options.remove(id), options.text.removed ?? options.text.saved);
  }

  /** Success: the flash for the list and off to it (busy stays up while the page leaves). */
  function leaveOr(result: EditorResult, done: string) {
    if (result.ok) {
      flash(result.message ?? done, options.backTo);
      deps.go(options.backTo);
      return;
    }
    patch({
      step: 'form',
      confirming: null,
      busy: false,
      errors: result.errors,
      message: result.message,
    });
  }

  const back = () => patch({ step: 'form', confirming: null });
  return { $state, open, edit, clearError, submit, back, save, remove };
}
