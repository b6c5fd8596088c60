import { Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../src/lib/shared/error.schema';
import { env } from '../../env';
import { ApiException } from '../../http/errors';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { JOB_HANDLERS } from '../../jobs/handlers';
import { runDueJobs } from '../../jobs/runner';
import { describeOperation } from '../../openapi/describe-operation';
import { ADMIN_MESSAGES } from './admin.messages';
import { requireAdmin as adminOnly } from './require-admin';

/** Told when `now` is sent to a server that does not let the clock move. */
export const CLOCK_REFUSED = ADMIN_MESSAGES.clockRefused;

const RunJobSchema = v.object({ now: v.optional(v.pipe(v.string(), v.isoTimestamp())) });
const RanSchema = v.object({ name: v.string(), ran: v.number(), now: v.string() });

/**
 * `POST /v1/admin/jobs/{name}/run` (ADMIN_TOKEN): runs a job's due work now, as the worker would.
 * `now` moves the job's clock forward (testing, demos) only where ADMIN_JOB_CLOCK is on, since a
 * later clock would expire gifts and points that are still valid.
 */
export function adminJobRoutes({
  token,
  allowClock = env.ADMIN_JOB_CLOCK,
}: {
  token: string | undefined;
  allowClock?: boolean;
}) {
  const requireAdmin = adminOnly(token);
  return new Hono<AppEnv>().post(
    '/admin/jobs/:name/run',
    describeOperation({
      tag: 'admin',
      summary:
        'ジョブを今すぐ実行（now で時刻を進めるのは ADMIN_JOB_CLOCK のときだけ。ADMIN_TOKEN）',
      body: RunJobSchema,
      response: RanSchema,
      errors: [400, 401, 404, 422],
    }),
    requireAdmin,
    validate('json', RunJobSchema),
    async (c) => {
      const name = c.req.param('name');
      if (!Object.hasOwn(JOB_HANDLERS, name)) throw new ApiException(404, ERROR_CODES.notFound);
      const { now } = c.req.valid('json');
      if (now && !allowClock) {
        throw new ApiException(
          422,
          ERROR_CODES.validation,
          { now: [CLOCK_REFUSED] },
          CLOCK_REFUSED,
        );
      }
      const at = now ? new Date(now) : new Date();
      const ran = await runDueJobs(c.get('database'), { now: at, names: [name] });
      return c.json({ name, ran, now: at.toISOString() });
    },
  );
}
