import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';

/** Whether a path belongs to the API rather than the built site. */
export const isApiPath = (path: string): boolean =>
  path === '/v1' ||
  path.startsWith('/v1/') ||
  // The school shop's 学校コード check keeps the path the spec gives it (§7 "Account").
  path.startsWith('/takimoto/v1/') ||
  path.startsWith('/media/') ||
  path.startsWith('/sandbox-pay/') ||
  path === '/public.json';

/** A listening HTTP server and how to stop it. */
export interface Listening {
  server: ServerType;
  port: number;
  close(): Promise<void>;
}

type FetchHandler = Parameters<typeof serve>[0]['fetch'];

/** How long an idle kept-alive connection stays open: longer than common load balancers' 60 s. */
export const KEEP_ALIVE_MS = 65_000;

/** Starts @hono/node-server and resolves once it listens (port 0 picks a free one). */
export function listen(fetch: FetchHandler, port: number, hostname: string): Promise<Listening> {
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) => {
      server.off('error', reject);
      // Node closes an idle kept-alive socket after 5 s, which races a client (or a load balancer
      // with a 60 s idle timeout) sending its next request on it: a reset instead of an answer.
      if ('keepAliveTimeout' in server) {
        server.keepAliveTimeout = KEEP_ALIVE_MS;
        server.headersTimeout = KEEP_ALIVE_MS + 1_000;
      }
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
      resolvePromise({ server, port: info.port, close });
    });
    server.once('error', reject);
  });
}

/** The address the process itself uses to reach a server bound to `host`. */
export function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost')
    return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
