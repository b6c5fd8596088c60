import { beforeEach, describe, expect, it } from 'vitest';
import { $flash, dropStrayFlash, flash, takeFlash } from './flash.store';

beforeEach(() => $flash.set(null));

describe('flash messages', () => {
  it('show on the page they were meant for, once', () => {
    flash('会員情報を変更しました', '/mypage/user_info/');
    expect(takeFlash('/cart/')).toBeNull();
    expect(takeFlash('/mypage/user_info/')).toEqual({
      message: '会員情報を変更しました',
      type: 'positive',
      path: '/mypage/user_info/',
    });
    expect(takeFlash('/mypage/user_info/')).toBeNull();
  });

  it('the next replaces the current', () => {
    flash('一つ目', '/mypage/address/');
    flash('二つ目', '/mypage/address/', 'negative');
    expect(takeFlash('/mypage/address/')).toMatchObject({ message: '二つ目', type: 'negative' });
  });

  it('are dropped when another page loads first', () => {
    flash('会員情報を変更しました', '/mypage/user_info/');
    dropStrayFlash('/mypage/user_info/');
    expect($flash.get()).not.toBeNull();
    dropStrayFlash('/cart/');
    expect(takeFlash('/mypage/user_info/')).toBeNull();
  });
});
