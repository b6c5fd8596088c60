import * as v from 'valibot';
import {
  type AddressExportEncoding,
  AddressImportResultSchema,
  DelayedExportSchema,
  type UserAddressInput,
  UserAddressSchema,
} from '../../../contract/addresses/addresses.schema';
import type { HttpClient } from '../shared/http/http-client';
import { xLimitOf } from '../shared/http/x-limit';

const base = '/v1/me/user-addresses';
const one = (res: { ignored: boolean; data?: unknown }) =>
  res.ignored ? null : v.parse(UserAddressSchema, res.data);

/** A finished export: the file, or the server's delayed-processing message (202). */
export type ExportReply = { file: Blob; filename: string } | { delayed: string } | null;

/** Address-book calls (spec §7 "Addresses"); null when the client ignored the failure. */
export function createAddressApi(http: HttpClient) {
  return {
    list: async () => {
      const res = await http.get<{ data: unknown }>(base);
      if (res.ignored) return null;
      const items = v.parse(v.array(UserAddressSchema), res.data.data);
      return { items, limit: xLimitOf(res.headers) };
    },
    get: async (id: number) => one(await http.get(`${base}/${id}`)),
    create: async (body: UserAddressInput) => one(await http.post(base, body)),
    update: async (id: number, body: UserAddressInput) =>
      one(await http.put(`${base}/${id}`, body)),
    remove: async (id: number) => !(await http.delete(`${base}/${id}`)).ignored,
    removeAll: async () => !(await http.delete('/v1/me/user-addresses-all')).ignored,
    markDefault: async (id: number) => one(await http.patch(`${base}/${id}/use`)),
    markSender: async (id: number) => one(await http.patch(`${base}/${id}/use-sender`)),
    importCsv: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const res = await http.post(`${base}/import`, form);
      return res.ignored ? null : v.parse(AddressImportResultSchema, res.data);
    },
    exportCsv: async (encoding: AddressExportEncoding): Promise<ExportReply> => {
      const res = await http.download(`${base}/export?encoding=${encoding}`, 'addresses.csv');
      if (res.ignored) return null;
      if (res.status === 202) {
        return { delayed: v.parse(DelayedExportSchema, JSON.parse(await res.data.text())).message };
      }
      return { file: res.data, filename: res.filename };
    },
  };
}

/** The address-book client type. */
export type AddressApi = ReturnType<typeof createAddressApi>;
