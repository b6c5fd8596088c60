import { describe, expect, it, vi } from 'vitest';
import type { InfoMessage } from '../content/content.schema';
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
    const a = createMessageActions({ jar, fetchAll });
    await a.loadMessages();
    await a.loadMessages();
    expect(fetchAll).toHaveBeenCalledTimes(1);
    expect(visibleMessage($messages.get(), $hiddenMessages.get(), 'caution')?.body).toBe('休業');
    a.hideMessage('caution');
    expect(visibleMessage($messages.get(), $hiddenMessages.get(), 'caution')).toBeNull();
    expect(readHidden(jar.get(MESSAGES_COOKIE))).toEqual({ caution: version.updated_at });

    version = caution('2026-02-01T00:00:00.000Z');
    const b = createMessageActions({ jar, fetchAll });
    await b.loadMessages();
    expect(visibleMessage($messages.get(), $hiddenMessages.get(), 'caution')?.updated_at).toBe(
      version.updated_at,
    );
  });

  it('ignores unknown codes and broken cookies', () => {
    expect(visibleMessage({}, {}, 'nope')).toBeNull();
    expect(readHidden('not json')).toEqual({});
    expect(readHidden('[1]')).toEqual({});
    expect(readHidden('{"a":1,"b":"x"}')).toEqual({ b: 'x' });
  });
});
