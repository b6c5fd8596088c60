import { describe, expect, it } from 'vitest';
import { ClusterSetupError, clusterSettings } from './cluster';

const PG = 'postgres://shop@127.0.0.1/shop';

describe('clusterSettings', () => {
  it('defaults to one process that builds the site on start', () => {
    expect(clusterSettings({})).toEqual({ workers: 1, buildOnStart: true });
    expect(clusterSettings({ WORKERS: '', BUILD_ON_START: '' })).toEqual({
      workers: 1,
      buildOnStart: true,
    });
  });

  it('runs several processes only on PostgreSQL, and says why not on PGlite', () => {
    expect(clusterSettings({ WORKERS: '4', DATABASE_URL: PG, BUILD_ON_START: 'false' })).toEqual({
      workers: 4,
      buildOnStart: false,
    });
    expect(() => clusterSettings({ WORKERS: '2' })).toThrow(ClusterSetupError);
    expect(() => clusterSettings({ WORKERS: '2' })).toThrow(/needs DATABASE_URL.*WORKERS=1/s);
    expect(clusterSettings({ WORKERS: '1' }).workers).toBe(1);
  });

  it('refuses values that are not a count or a flag', () => {
    for (const WORKERS of ['0', 'two', '-1', '65']) {
      expect(() => clusterSettings({ WORKERS, DATABASE_URL: PG })).toThrow(/WORKERS must be/);
    }
    expect(() => clusterSettings({ BUILD_ON_START: 'nope' })).toThrow(/BUILD_ON_START/);
  });
});
