import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $flash } from '../shared/flash.store';
import {
  type Checked,
  createRecordEditor,
  type EditorDeps,
  type EditorResult,
  type RecordEditorOptions,
} from './record-editor.store';

type Form = { name: string };
type Body = { name: string };
const SETTINGS = { isNoMemberUse: false, isFirstLoginEmailVerify: false };
const TEXT = {
  checkErrors: '入力内容を確認してください',
  notFound: '見つかりません',
  saved: '保存しました',
  removed: '削除しました',
};

const check = (form: Form): Checked<Body> =>
  form.name.trim()
    ? { ok: true, body: { name: form.name.trim() } }
    : { ok: false, errors: { name: ['必須です'] } };

function setup(overrides: Partial<RecordEditorOptions<Form, Body>> = {}, admitted = true) {
  const deps: EditorDeps = { admit: vi.fn(async () => admitted), go: vi.fn() };
  const save = vi.fn(async (): Promise<EditorResult> => ({ ok: true }));
  const options: RecordEditorOptions<Form, Body> = {
    load: async () => ({ id: 7, form: { name: '山田' } }),
    check,
    save,
    backTo: '/mypage/list/',
    text: TEXT,
    ...overrides,
  };
  return { editor: createRecordEditor(options, deps), deps, save };
}

beforeEach(() => $flash.set(null));

describe('createRecordEditor', () => {
  it('waits for the guard and loads nothing for a visitor it turns away', async () => {
    const load = vi.fn(async () => ({ id: 1, form: { name: 'a' } }));
    const { editor } = setup({ load }, false);
    await editor.open(SETTINGS);
    expect(editor.$state.get().step).toBe('waiting');
    expect(load).not.toHaveBeenCalled();
  });

  it('answers not found for a record that is not the member’s', async () => {
    const { editor } = setup({ load: async () => null });
    await editor.open(SETTINGS);
    expect(editor.$state.get()).toMatchObject({
      step: 'missing',
      form: null,
      message: TEXT.notFound,
    });
  });

  it('keeps the form and shows the field errors when the check fails', async () => {
    const { editor, save } = setup();
    await editor.open(SETTINGS);
    editor.edit({ name: '  ' });
    await editor.submit();
    expect(editor.$state.get()).toMatchObject({
      step: 'form',
      form: { name: '  ' },
      errors: { name: ['必須です'] },
      message: TEXT.checkErrors,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('confirms the checked body, saves it under the record’s id, flashes the list and goes there', async () => {
    const { editor, save, deps } = setup();
    await editor.open(SETTINGS);
    editor.edit((form) => ({ ...form, name: ` ${form.name}花子 ` }));
    await editor.submit();
    expect(editor.$state.get()).toMatchObject({
      step: 'confirm',
      confirming: { name: '山田花子' },
    });
    expect(save).not.toHaveBeenCalled();
    await editor.save();
    expect(save).toHaveBeenCalledWith(7, { name: '山田花子' });
    expect($flash.get()).toEqual({ message: TEXT.saved, type: 'positive', path: '/mypage/list/' });
    expect(deps.go).toHaveBeenCalledWith('/mypage/list/');
    expect(editor.$state.get().busy).toBe(true);
  });

  it('is busy while saving and takes a second press as nothing', async () => {
    let finish: (r: EditorResult) => void = () => undefined;
    const save = vi.fn(() => new Promise<EditorResult>((resolve) => (finish = resolve)));
    const { editor } = setup({ save });
    await editor.open(SETTINGS);
    await editor.submit();
    const first = editor.save();
    expect(editor.$state.get().busy).toBe(true);
    await editor.save();
    expect(save).toHaveBeenCalledTimes(1);
    finish({ ok: false, message: '保存できませんでした', errors: { name: ['長すぎます'] } });
    await first;
    expect(editor.$state.get()).toMatchObject({
      step: 'form',
      busy: false,
      confirming: null,
      form: { name: '山田' },
      errors: { name: ['長すぎます'] },
      message: '保存できませんでした',
    });
    expect($flash.get()).toBeNull();
  });

  it('goes back from the confirmation to the form as typed', async () => {
    const { editor } = setup();
    await editor.open(SETTINGS);
    await editor.submit();
    editor.back();
    expect(editor.$state.get()).toMatchObject({
      step: 'form',
      confirming: null,
      form: { name: '山田' },
    });
  });

  it('saves straight from the form without a confirmation step, with the server’s own message', async () => {
    const save = vi.fn(
      async (): Promise<EditorResult> => ({ ok: true, message: '住所を変更しました' }),
    );
    const { editor } = setup({
      save,
      confirm: false,
      load: async () => ({ id: null, form: { name: '' } }),
    });
    await editor.open(SETTINGS);
    editor.edit({ name: '自宅' });
    await editor.submit();
    expect(save).toHaveBeenCalledWith(null, { name: '自宅' });
    expect($flash.get()?.message).toBe('住所を変更しました');
  });

  it('deletes the record it holds and flashes the removal', async () => {
    const remove = vi.fn(async (): Promise<EditorResult> => ({ ok: true }));
    const { editor, deps } = setup({ remove });
    await editor.open(SETTINGS);
    await editor.remove();
    expect(remove).toHaveBeenCalledWith(7);
    expect($flash.get()?.message).toBe(TEXT.removed);
    expect(deps.go).toHaveBeenCalledWith('/mypage/list/');
  });

  it('clears one field’s error as it is edited', async () => {
    const { editor } = setup();
    await editor.open(SETTINGS);
    editor.edit({ name: '' });
    await editor.submit();
    editor.clearError('name');
    expect(editor.$state.get().errors).toEqual({});
  });
});
