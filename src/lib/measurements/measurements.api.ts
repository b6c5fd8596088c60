import * as v from 'valibot';
import {
  type Measurement,
  type MeasurementBody,
  MeasurementSchema,
} from '../../../contract/measurements/measurements.schema';
import type { HttpClient } from '../shared/http/http-client';

const ListSchema = v.object({ data: v.array(MeasurementSchema) });

/** The member's measurement calls (`/v1/me/timeseries`); null when the client ignored the failure. */
export function createMeasurementApi(http: HttpClient) {
  return {
    async list(): Promise<{ items: Measurement[]; limit: number } | null> {
      const res = await http.get('/v1/me/timeseries', { params: { purpose: 'body' } });
      if (res.ignored) return null;
      const limit = Number(res.headers.get('x-limit') ?? 0);
      return { items: v.parse(ListSchema, res.data).data, limit };
    },
    async add(body: MeasurementBody): Promise<boolean> {
      return !(await http.post('/v1/me/timeseries', body)).ignored;
    },
    async remove(id: number): Promise<boolean> {
      return !(await http.delete(`/v1/me/timeseries/${id}`)).ignored;
    },
  };
}
