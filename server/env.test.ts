import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      PUBLIC_API_BASE: '',
      PUBLIC_CHANNEL_ID: 'default',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset and reads given values', () => {
    const env = loadEnv({ PORT: '8080', DATABASE_URL: '', SITE_CUSTOMER: 'school' });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SITE_CUSTOMER).toBe('school');
  });

  it('rejects a bad port and a bad URL with the variable name', () => {
    expect(() => loadEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and reads true/false/1/0', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'FALSE' }).TRUST_PROXY).toBe(false);
    expect(() => loadEnv({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('scales per-IP allowances by IP_LIMIT_SCALE (1 by default, 1-100)', () => {
    expect(loadEnv({}).IP_LIMIT_SCALE).toBe(1);
    expect(loadEnv({ IP_LIMIT_SCALE: '10' }).IP_LIMIT_SCALE).toBe(10);
    expect(() => loadEnv({ IP_LIMIT_SCALE: '0' })).toThrow(/IP_LIMIT_SCALE/);
    expect(() => loadEnv({ IP_LIMIT_SCALE: '1000' })).toThrow(/IP_LIMIT_SCALE/);
  });
});
