import { Hono } from 'hono';
import * as v from 'valibot';
import {
  MEASUREMENT_LIMIT,
  MeasurementBodySchema,
  MeasurementQuerySchema,
  MeasurementSchema,
} from '../../../../contract/measurements/measurements.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import { memberId, requireMember } from '../../../http/auth';
import { ApiException } from '../../../http/errors';
import { setPagingHeaders } from '../../../http/paging';
import { recordIdParam } from '../../../http/record-id';
import type { AppEnv } from '../../../http/types';
import { validate } from '../../../http/validate';
import { describeOperation } from '../../../openapi/describe-operation';
import { addMeasurement } from './measurements.commands';
import { deleteMeasurement, listMeasurements } from './measurements.queries';

const tag = 'measurements';

/** `/v1/me/timeseries`: the member's body measurements, newest first (spec §7). */
export const measurementRoutes = new Hono<AppEnv>()
  .get(
    '/me/timeseries',
    describeOperation({
      tag,
      summary: '採寸の記録（新しい順、x-limit 付き）',
      query: MeasurementQuerySchema,
      response: MeasurementSchema,
      list: 'paged',
      errors: [401, 422],
    }),
    requireMember,
    validate('query', MeasurementQuerySchema),
    async (c) => {
      const { purpose } = c.req.valid('query');
      const db = c.get('database').db;
      const data = await listMeasurements(db, memberId(c), purpose, MEASUREMENT_LIMIT);
      setPagingHeaders(c, { total: data.length, per: MEASUREMENT_LIMIT, current: 1 });
      c.header('x-limit', String(MEASUREMENT_LIMIT));
      return c.json({ data });
    },
  )
  .post(
    '/me/timeseries',
    describeOperation({
      tag,
      summary: '採寸を記録（小数点以下1桁、1項目以上）',
      body: MeasurementBodySchema,
      response: MeasurementSchema,
      errors: [401, 422],
    }),
    requireMember,
    validate('json', MeasurementBodySchema),
    async (c) => {
      const userId = memberId(c);
      const body = c.req.valid('json');
      const saved = await addMeasurement(c.get('database').db, userId, body);
      return c.json(saved, 201);
    },
  )
  .delete(
    '/me/timeseries/:id',
    describeOperation({ tag, summary: '採寸を1件削除', response: v.null(), errors: [401, 404] }),
    requireMember,
    async (c) => {
      const id = recordIdParam(c.req.param('id'));
      if (!(await deleteMeasurement(c.get('database').db, memberId(c), id))) {
        throw new ApiException(404, ERROR_CODES.notFound);
      }
      return c.body(null, 204);
    },
  );
