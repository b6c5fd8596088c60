import * as v from 'valibot';
import {
  type ProductHistory,
  ProductHistorySchema,
} from '../../../contract/history/history.schema';

const ListSchema = v.object({ data: v.array(ProductHistorySchema) });

/** Checks a history list reply (history.api loads this with the first list it reads). */
export function parseHistoryList(data: unknown): ProductHistory[] {
  return v.parse(ListSchema, data).data;
}
