import type { Server as HttpServer, IncomingMessage } from 'node:http';
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

/**
 * How long a client may take to send its request. A phone on a bad network sends its headers (a
 * kilobyte or two) in well under a second and its body steadily; an attacker who opens a request
 * and stops sending holds a connection until one of these cuts it.
 */
export interface ClientTimeouts {
  /** From a request's first byte to the end of its headers. */
  headersMs: number;
  /** The longest pause while the body arrives (a Content-Length larger than what is sent stalls here). */
  bodyIdleMs: number;
  /** The whole request, headers and body (a 5 MB upload at 200 kbit/s takes about 210 s). */
  requestMs: number;
  /** How often Node looks for requests past headersMs or requestMs. */
  checkEveryMs: number;
}

/** The timeouts every server of the shop runs with. */
export const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: 20_000,
  bodyIdleMs: 30_000,
  requestMs: 300_000,
  checkEveryMs: 2_000,
};

/** Starts @hono/node-server and resolves once it listens (port 0 picks a free one). */
export function listen(
  fetch: FetchHandler,
  port: number,
  hostname: string,
  timeouts: ClientTimeouts = CLIENT_TIMEOUTS,
): Promise<Listening> {
  return new Promise((resolvePromise, reject) => {
    const serverOptions = {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    };
    const server = serve({ fetch, port, hostname, serverOptions }, (info: AddressInfo) => {
      server.off('error', reject);
      // Node closes an idle kept-alive socket after 5 s, which races a client (or a load balancer
      // with a 60 s idle timeout) sending its next request on it: a reset instead of an answer.
      if ('keepAliveTimeout' in server) server.keepAliveTimeout = KEEP_ALIVE_MS;
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => done());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
      resolvePromise({ server, port: info.port, close });
    });
    server.once('error', reject);
    if ('keepAliveTimeout' in server) cutStalledBodies(server, timeouts.bodyIdleMs);
  });
}

/**
 * Closes a connection whose request body pauses longer than `idleMs`. Node has no body timeout of
 * its own (requestTimeout bounds the whole request, minutes for an upload), so each request with a
 * body sets its socket's idle timeout until the body has arrived; Node's own timeout handler then
 * destroys the socket. The response and keep-alive set their own timeouts afterwards.
 */
function cutStalledBodies(server: HttpServer, idleMs: number): void {
  server.prependListener('request', (req: IncomingMessage) => {
    const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding'];
    if (!hasBody || req.complete) return;
    req.socket.setTimeout(idleMs);
    req.once('end', () => req.socket.setTimeout(0));
  });
}

/** The address the process itself uses to reach a server bound to `host`. */
export function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '' || host === 'localhost')
    return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
