/**
 * Whether an error means the database cannot be reached right now (down, restarting, connection
 * cut, pool exhausted), so the request changed nothing that was acknowledged and may be retried.
 */

/** Socket errors of the driver while connecting or mid-query. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/**
 * SQLSTATEs of a server going away or refusing for now: admin/crash shutdown, starting up,
 * too many connections, and the whole connection-exception class 08.
 */
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports a dropped connection or pool timeout with these messages and no code. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
];

/** Seconds a client is told to wait before retrying (`Retry-After`). */
export const DATABASE_RETRY_AFTER_S = 3;

/** True when `err` (or a cause drizzle wrapped around it) is a lost or refused database connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((re) => re.test(message))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
