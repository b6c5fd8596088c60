import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_MAX,
  TOAST_POSITION,
  type Toast,
  withoutToast,
  withToast,
} from './toast.model';
import { $globalError, $toasts, dismissToast, reportError, showToast } from './toast.store';

const t = (id: number, message = `m${id}`, kind: Toast['kind'] = 'info'): Toast => ({
  id,
  message,
  kind,
});

describe('toast rules (spec §9)', () => {
  it('are bottom-centre, 5000 ms, at most 5', () => {
    expect(TOAST_POSITION).toBe('bottom-center');
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_MAX).toBe(5);
  });

  it('drop a duplicate of a toast on screen, but not the same text as another kind', () => {
    const list = withToast([], t(1, 'a'));
    expect(withToast(list, t(2, 'a'))).toBe(list);
    expect(withToast(list, t(3, 'a', 'error')).map((x) => x.id)).toEqual([1, 3]);
  });

  it('keep the newest 5', () => {
    let list: Toast[] = [];
    for (let i = 1; i <= 7; i++) list = withToast(list, t(i));
    expect(list.map((x) => x.id)).toEqual([3, 4, 5, 6, 7]);
    expect(withoutToast(list, 5).map((x) => x.id)).toEqual([3, 4, 6, 7]);
  });

  it('ignore an empty message', () => {
    expect(withToast([], t(1, ''))).toEqual([]);
  });
});

describe('the toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('removes a toast after exactly 5000 ms', () => {
    showToast('ダウンロードが完了しました');
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('shows a message again once the first one is gone, and can be closed early', () => {
    showToast('同じ');
    showToast('同じ');
    expect($toasts.get()).toHaveLength(1);
    dismissToast($toasts.get()[0]?.id ?? 0);
    showToast('同じ');
    expect($toasts.get()).toHaveLength(1);
  });

  it("keeps a toast's link, and the same refusal reported again adds no second toast without it", () => {
    const link = { href: '/login/?redirect=%2Fmypage%2F', label: 'ログイン' };
    showToast('パスワードでのログインが必要です。', 'error', link);
    reportError(new Error('パスワードでのログインが必要です。'), '予期しないエラー');
    expect($toasts.get()).toEqual([
      expect.objectContaining({ message: 'パスワードでのログインが必要です。', link }),
    ]);
  });

  it('keeps the global error and shows its Japanese message, else the fallback', () => {
    const error = new Error('お気に入りに追加できませんでした。');
    reportError(error, '予期しないエラー');
    expect($globalError.get()).toBe(error);
    reportError(new TypeError('x is undefined'), '予期しないエラー');
    expect($toasts.get().map((x) => [x.message, x.kind])).toEqual([
      ['お気に入りに追加できませんでした。', 'error'],
      ['予期しないエラー', 'error'],
    ]);
  });
});
