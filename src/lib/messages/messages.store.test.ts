import { describe, expect, it, vi } from 'vitest';
import type { InfoMessage } from '../../../contract/content/content.schema';
import { memoryCookies } from '../shared/cookies';
import { MESSAGES_COOKIE, readHidden } from './messages.model';
import { $hiddenMessages, $messages, createMessageActions, visibleMessage } from './messages.store';

const caution = (updated_at: string): InfoMessage => ({
  code: 'caution',
  body: '休業',
  updated_at,
});

describe('information messages', () => {
  it('shows until hidden, then hides until updated_at changes', async () => {
    const jar = memoryCookies();
    let version = caution('2026-01-01T00:00:00.000Z');
    const fetchAll = vi.fn(async () => [version]);
    const fetchOne = vi.fn(async () => null);
    const a = createMessageActions({ jar, fetchAll, fetchOne });
    await a.loadMessages();
    await a.loadMessages();
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(visibleMessage($messages.get(), $hiddenMessages.get(), 'caution')?.body).toBe('休業');
    a.hideMessage('caution');
    expect(visibleMessage($messages.get(), $hiddenMessages.get(), 'caution')).toBeNull();
    expect(readHidden(jar.get(MESSAGES_COOKIE))).toEqual({ caution: version.updated_at });

    version = caution('2026-02-01T00:00:00.000Z');
    const b = createMessageActions({ jar, fetchAll, fetchOne });
    await b.loadMessages();
    expect(visibleMessage($messages.get(), $hiddenMessages.get(), 'caution')?.updated_at).toBe(
      version.updated_at,
    );
  });

  it('asks for the one message of a page with one code, and for all of them otherwise', async () => {
    const fetchAll = vi.fn(async () => [caution('2026-01-01T00:00:00.000Z')]);
    const fetchOne = vi.fn(async (code: string) =>
      code === 'caution' ? caution('2026-03-01T00:00:00.000Z') : null,
    );
    const one = createMessageActions({ jar: memoryCookies(), fetchAll, fetchOne });
    await one.loadMessages(['caution', 'caution']);
    expect(fetchOne).toHaveBeenCalledWith('caution');
    expect(fetchAll).not.toHaveBeenCalled();
    expect($messages.get().caution?.updated_at).toBe('2026-03-01T00:00:00.000Z');

    const missing = createMessageActions({ jar: memoryCookies(), fetchAll, fetchOne });
    await missing.loadMessages(['cart-index']);
    expect($messages.get()['cart-index']).toBeUndefined();

    const several = createMessageActions({ jar: memoryCookies(), fetchAll, fetchOne });
    await several.loadMessages(['caution']);
    // A slot drawn later (a React island) sees both codes on the page: every message, once.
    await several.loadMessages(['caution', 'cart-index']);
    await several.loadMessages(['cart-index']);
    expect(fetchOne).toHaveBeenCalledTimes(3);
    expect(fetchAll).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown codes and broken cookies', () => {
    expect(visibleMessage({}, {}, 'nope')).toBeNull();
    expect(readHidden('not json')).toEqual({});
    expect(readHidden('[1]')).toEqual({});
    expect(readHidden('{"a":1,"b":"x"}')).toEqual({ b: 'x' });
  });
});
