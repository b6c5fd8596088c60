import { beforeEach, describe, expect, it } from 'vitest';
import { $invalidChannel } from '../shared/app.store';
import { $publicEnv, loadPublicEnv } from './public-env.store';

const env = {
  channel_id: 'closed',
  site_name: '歳末セール',
  theme: 'standard',
  is_invalid: true,
  content_updated_at: '2026-11-01T00:00:00.000Z',
};

beforeEach(() => {
  $invalidChannel.set(false);
  $publicEnv.set(null);
});

describe('loadPublicEnv', () => {
  it('keeps the public facts and flags a channel that closed after the build', async () => {
    expect(await loadPublicEnv({ get: async () => env })).toEqual(env);
    expect($publicEnv.get()).toEqual(env);
    expect($invalidChannel.get()).toBe(true);
  });

  it('ignores a failed load', async () => {
    const failing = {
      get: async () => {
        throw new Error('network');
      },
    };
    expect(await loadPublicEnv(failing)).toBeNull();
    expect(await loadPublicEnv({ get: async () => null })).toBeNull();
    expect($invalidChannel.get()).toBe(false);
  });
});
