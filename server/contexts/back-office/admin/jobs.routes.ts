import { Hono } from 'hono';
import * as v from 'valibot';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import type { Database } from '../../../db/client';
import { env } from '../../../env';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { requireAdmin as adminOnly } from '../../platform/api';
import { ADMIN_MESSAGES } from './admin.messages';

/** Told when `now` is sent to a server that does not let the clock move. */
export const CLOCK_REFUSED = ADMIN_MESSAGES.clockRefused;

const RunJobSchema = v.object({ now: v.optional(v.pipe(v.string(), v.isoTimestamp())) });
const RanSchema = v.object({ name: v.string(), ran: v.number(), now: v.string() });

/** The host's job runner: which jobs this process has, and running one's due work at `now`. */
export type JobRunner = {
  has(name: string): boolean;
  run(database: Database, opts: { now: Date; names: string[] }): Promise<number>;
};

/**
 * `POST /v1/admin/jobs/{name}/run` (ADMIN_TOKEN): runs a job's due work now, as the worker would.
 * `now` moves the job's clock forward (testing, demos) only where ADMIN_JOB_CLOCK is on, since a
 * later clock would expire gifts and points that are still valid.
 */
export function adminJobRoutes({
  token,
  jobs,
  allowClock = env.ADMIN_JOB_CLOCK,
}: {
  token: string | undefined;
  jobs: JobRunner;
  allowClock?: boolean;
}) {
  const requireAdmin = adminOnly(token, ['owner']);
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
      if (!jobs.has(name)) throw new ApiException(404, ERROR_CODES.notFound);
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
      const ran = await jobs.run(c.get('database'), { now: at, names: [name] });
      return c.json({ name, ran, now: at.toISOString() });
    },
  );
}
