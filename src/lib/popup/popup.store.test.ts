import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Popup } from '../content/content.schema';
import { memoryCookies } from '../shared/cookies';
import { isDismissed, shouldReplace, withDismissed } from './popup.model';
import { $popup, createPopupActions } from './popup.store';

const popup = (id: number, updated_at = '2026-01-01T00:00:00.000Z'): Popup => ({
  id,
  title: `p${id}`,
  body: '<p>b</p>',
  link: '/lp/x/',
  link_label: '見る',
  image_path: '',
  placement: 'top',
  updated_at,
});

beforeEach(() => $popup.set(null));

describe('popup rules', () => {
  it('replaces only when the id differs', () => {
    expect(shouldReplace(null, popup(1))).toBe(true);
    expect(shouldReplace(popup(1), popup(1, '2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(shouldReplace(popup(1), popup(2))).toBe(true);
    expect(shouldReplace(popup(1), null)).toBe(false);
  });

  it('remembers a dismissed version; an edited popup shows again', () => {
    const cookie = withDismissed(
      withDismissed(undefined, popup(1)),
      popup(1, '2026-02-01T00:00:00.000Z'),
    );
    expect(cookie.split('|')).toHaveLength(1);
    expect(isDismissed(cookie, popup(1, '2026-02-01T00:00:00.000Z'))).toBe(true);
    expect(isDismissed(cookie, popup(1))).toBe(false);
  });
});

describe('popup actions', () => {
  it('fetches once, shows the first not dismissed, and remembers dismissal', async () => {
    const jar = memoryCookies();
    const fetchPopups = vi.fn(async () => [popup(1), popup(2)]);
    const a = createPopupActions({ jar, fetchPopups });
    await Promise.all([a.loadPopups(), a.loadPopups()]);
    expect(fetchPopups).toHaveBeenCalledTimes(1);
    expect($popup.get()?.id).toBe(1);
    a.dismissPopup();
    expect($popup.get()).toBeNull();
    const b = createPopupActions({ jar, fetchPopups });
    await b.loadPopups();
    expect($popup.get()?.id).toBe(2);
  });

  it('shows a popup from an event reply, ignoring replies without a valid one', () => {
    const a = createPopupActions({ jar: memoryCookies(), fetchPopups: async () => [] });
    a.showPopupFromEvent({ ok: true });
    a.showPopupFromEvent(null);
    expect($popup.get()).toBeNull();
    a.showPopupFromEvent({ popup: popup(5) });
    expect($popup.get()?.id).toBe(5);
    const shown = $popup.get();
    a.showPopupFromEvent({ popup: popup(5, '2030-01-01T00:00:00.000Z') });
    expect($popup.get()).toBe(shown);
  });
});
