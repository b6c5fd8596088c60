import { describe, expect, it } from 'vitest';
import { isApiPath, KEEP_ALIVE_MS, listen, loopbackHost } from './network.ts';

describe('isApiPath', () => {
  it('sends /v1 and /media to the API and everything else to the site', () => {
    expect(isApiPath('/v1/products')).toBe(true);
    expect(isApiPath('/v1')).toBe(true);
    expect(isApiPath('/media/p/1.svg')).toBe(true);
    expect(isApiPath('/takimoto/v1/schools/check')).toBe(true);
    expect(isApiPath('/takimoto/')).toBe(false);
    expect(isApiPath('/public.json')).toBe(true);
    expect(isApiPath('/public.json.bak')).toBe(false);
    expect(isApiPath('/v1x/')).toBe(false);
    expect(isApiPath('/product/v1/')).toBe(false);
  });
});

describe('loopbackHost', () => {
  it('reaches wildcard binds through 127.0.0.1', () => {
    expect(loopbackHost('0.0.0.0')).toBe('127.0.0.1');
    expect(loopbackHost('127.0.0.1')).toBe('127.0.0.1');
    expect(loopbackHost('::1')).toBe('[::1]');
  });
});

describe('listen', () => {
  it('serves on a free port and closes', async () => {
    const server = await listen(() => new Response('ok'), 0, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${server.port}/`);
    expect(await res.text()).toBe('ok');
    await server.close();
    await expect(fetch(`http://127.0.0.1:${server.port}/`)).rejects.toThrow();
  });

  it('keeps idle connections open longer than a 60 s load balancer does', async () => {
    const server = await listen(() => new Response('ok'), 0, '127.0.0.1');
    const node = server.server as import('node:http').Server;
    expect(node.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(node.headersTimeout).toBeGreaterThan(node.keepAliveTimeout);
    await server.close();
  });

  it('rejects when the port is taken', async () => {
    const first = await listen(() => new Response('a'), 0, '127.0.0.1');
    await expect(listen(() => new Response('b'), first.port, '127.0.0.1')).rejects.toThrow();
    await first.close();
  });
});
