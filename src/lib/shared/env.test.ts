import { describe, expect, it } from 'vitest';
import { inlinedEnv, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies defaults when nothing is set', () => {
    expect(loadEnv({})).toEqual({
      PUBLIC_API_BASE: '',
      PUBLIC_CHANNEL_ID: 'default',
      BUILD_API_BASE: 'http://127.0.0.1:4321',
    });
  });

  it('treats empty strings as unset and trims a trailing slash from the API base', () => {
    const env = loadEnv({ PUBLIC_CHANNEL_ID: '', PUBLIC_API_BASE: 'https://api.example.jp/' });
    expect(env.PUBLIC_CHANNEL_ID).toBe('default');
    expect(env.PUBLIC_API_BASE).toBe('https://api.example.jp');
  });

  it('rejects a malformed build API base', () => {
    expect(() => loadEnv({ BUILD_API_BASE: 'not a url' })).toThrow(/BUILD_API_BASE/);
  });

  it('rejects a channel id with unsafe characters', () => {
    expect(() => loadEnv({ PUBLIC_CHANNEL_ID: 'a b' })).toThrow(/PUBLIC_CHANNEL_ID/);
  });

  it('reads in the browser what the build checked and inlined, as loadEnv would return it', () => {
    const meta = { PUBLIC_API_BASE: ' https://api.example.jp/ ', PUBLIC_CHANNEL_ID: 'wa' };
    const { BUILD_API_BASE: _build, ...checked } = loadEnv(meta);
    const { BUILD_API_BASE: _none, ...inlined } = inlinedEnv(meta);
    expect(inlined).toEqual(checked);
    expect(inlinedEnv({}).PUBLIC_CHANNEL_ID).toBe('default');
  });
});
