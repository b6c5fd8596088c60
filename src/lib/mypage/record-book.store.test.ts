import { describe, expect, it, vi } from 'vitest';
import { createRecordBook } from './record-book.store';

const SETTINGS = { isNoMemberUse: false, isFirstLoginEmailVerify: false };

describe('createRecordBook', () => {
  it('loads nothing for a visitor the guard turns away', async () => {
    const load = vi.fn(async () => null);
    const book = createRecordBook(load, { admit: async () => false, flashed: () => null });
    await book.open(SETTINGS);
    expect(load).not.toHaveBeenCalled();
    expect(book.$state.get()).toEqual({ ready: false, notice: null });
  });

  it('shows the form’s flash once the member is in, then loads', async () => {
    const load = vi.fn(async () => null);
    const book = createRecordBook(load, { admit: async () => true, flashed: () => '保存しました' });
    await book.open(SETTINGS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(book.$state.get()).toEqual({
      ready: true,
      notice: { ok: true, message: '保存しました' },
    });
  });

  it('turns the server’s refusal into a failure notice', async () => {
    const book = createRecordBook(async () => 'ご利用いただけません', {
      admit: async () => true,
      flashed: () => '保存しました',
    });
    await book.open(SETTINGS);
    expect(book.$state.get().notice).toEqual({ ok: false, message: 'ご利用いただけません' });
  });

  it('reports each action’s outcome in the same line', async () => {
    const book = createRecordBook(async () => null, {
      admit: async () => true,
      flashed: () => null,
    });
    await book.open(SETTINGS);
    book.report({ ok: false, message: '削除できませんでした' });
    expect(book.$state.get().notice).toEqual({ ok: false, message: '削除できませんでした' });
    book.report({ ok: true, message: '削除しました' });
    expect(book.$state.get()).toEqual({
      ready: true,
      notice: { ok: true, message: '削除しました' },
    });
  });
});
