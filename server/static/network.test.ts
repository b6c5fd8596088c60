import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TIMEOUTS,
  type ClientTimeouts,
  isApiPath,
  KEEP_ALIVE_MS,
  listen,
  loopbackHost,
} from './network.ts';

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
    expect(node.headersTimeout).toBe(CLIENT_TIMEOUTS.headersMs);
    expect(node.requestTimeout).toBe(CLIENT_TIMEOUTS.requestMs);
    await server.close();
  });

  it('rejects when the port is taken', async () => {
    const first = await listen(() => new Response('a'), 0, '127.0.0.1');
    await expect(listen(() => new Response('b'), first.port, '127.0.0.1')).rejects.toThrow();
    await first.close();
  });
});

/** Timeouts scaled down so a test sees them act: the proportions of CLIENT_TIMEOUTS. */
const QUICK: ClientTimeouts = {
  headersMs: 1_000,
  bodyIdleMs: 1_000,
  requestMs: 15_000,
  checkEveryMs: 200,
};

/** An echo of the request body's length, read in full. */
const echoLength = async (req: Request) =>
  new Response(String((await req.arrayBuffer()).byteLength));

/** A raw connection to `port`, collecting what the server sends and when it closes. */
function rawClient(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  const opened = Date.now();
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
  });
  socket.on('error', () => undefined);
  const closed = new Promise<number>((done) => socket.on('close', () => done(Date.now() - opened)));
  return { socket, closed, received: () => received };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe('slow clients', () => {
  it('bounds every wait on a client at values a phone on a bad network passes', () => {
    expect(CLIENT_TIMEOUTS.headersMs).toBeGreaterThanOrEqual(10_000);
    expect(CLIENT_TIMEOUTS.bodyIdleMs).toBeGreaterThanOrEqual(10_000);
    expect(CLIENT_TIMEOUTS.bodyIdleMs).toBeLessThanOrEqual(60_000);
    // A 5 MB upload (the upload limit) at 200 kbit/s: about 210 s.
    expect(CLIENT_TIMEOUTS.requestMs).toBeGreaterThan(((5 * 8 * 1024 * 1024) / 200_000) * 1000);
    expect(CLIENT_TIMEOUTS.requestMs).toBeLessThanOrEqual(600_000);
  });

  it('answers a slow but steady client: headers in pieces, then the body a byte at a time', async () => {
    const server = await listen(echoLength, 0, '127.0.0.1', QUICK);
    const client = rawClient(server.port);
    const body = 'x'.repeat(12);
    for (const piece of [
      'POST / HTTP/1.1\r\n',
      'Host: a\r\n',
      `Content-Length: ${body.length}\r\n`,
      '\r\n',
    ]) {
      client.socket.write(piece);
      await pause(200);
    }
    // 12 bytes, 400 ms apart: 4.8 s in all, longer than any single timeout but bodyIdleMs apart.
    for (const byte of body) {
      client.socket.write(byte);
      await pause(400);
    }
    await pause(300);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(client.received().endsWith('12')).toBe(true);
    client.socket.end();
    await server.close();
  });

  it('cuts a request whose body stalls (Content-Length larger than what is sent) within bodyIdleMs', async () => {
    const server = await listen(echoLength, 0, '127.0.0.1', QUICK);
    const client = rawClient(server.port);
    client.socket.write('POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 100000\r\n\r\nonly this');
    const after = await Promise.race([
      client.closed,
      pause(5_000).then(() => Number.POSITIVE_INFINITY),
    ]);
    expect(after).toBeGreaterThanOrEqual(QUICK.bodyIdleMs - 50);
    expect(after).toBeLessThan(QUICK.bodyIdleMs + 1_000);
    expect(client.received()).not.toMatch(/^HTTP\/1\.1 200/);
    await server.close();
  });

  it('cuts a client whose headers never end within headersMs', async () => {
    const server = await listen(echoLength, 0, '127.0.0.1', QUICK);
    const client = rawClient(server.port);
    client.socket.write('GET / HTTP/1.1\r\nHost: a\r\n');
    const drip = setInterval(() => client.socket.write('X-A: b\r\n'), 100);
    const after = await Promise.race([
      client.closed,
      pause(5_000).then(() => Number.POSITIVE_INFINITY),
    ]);
    clearInterval(drip);
    expect(after).toBeLessThan(QUICK.headersMs + QUICK.checkEveryMs + 1_000);
    await server.close();
  });

  it('keeps an idle kept-alive connection past every request timeout for the next request', async () => {
    const server = await listen(echoLength, 0, '127.0.0.1', QUICK);
    const client = rawClient(server.port);
    const request = 'POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc';
    client.socket.write(request);
    await pause(QUICK.headersMs + QUICK.bodyIdleMs + QUICK.checkEveryMs);
    client.socket.write(request);
    await pause(300);
    expect(client.received().match(/HTTP\/1\.1 200/g)).toHaveLength(2);
    client.socket.end();
    await server.close();
  });
});
