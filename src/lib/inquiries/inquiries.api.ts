import * as v from 'valibot';
import { type CategoryNode, CategoryNodeSchema } from '../../../contract/catalog/catalog.schema';
import {
  type InquiryDetail,
  InquiryDetailSchema,
  InquiryReceiptSchema,
  type InquirySummary,
  InquirySummarySchema,
  type UploadFile,
  UploadFileSchema,
} from '../../../contract/inquiries/inquiries.schema';
import type { HttpClient } from '../shared/http/http-client';
import type { Paging } from '../shared/http/http-types';

const CategoryListSchema = v.object({ data: v.array(CategoryNodeSchema) });
const SummaryListSchema = v.object({ data: v.array(InquirySummarySchema) });
/** A member's order an inquiry may be about. */
export const OrderChoiceSchema = v.object({
  id: v.number(),
  order_no: v.string(),
  ordered_at: v.string(),
});
export type OrderChoice = v.InferOutput<typeof OrderChoiceSchema>;
const OrderListSchema = v.object({ data: v.array(OrderChoiceSchema) });

/** How many inquiries /mypage/inquiry_history/ shows at once. */
export const INQUIRY_PER = 10;

/** Inquiry and upload calls; null when the client ignored the failure. */
export function createInquiryApi(http: HttpClient) {
  return {
    async categories(): Promise<CategoryNode[] | null> {
      const res = await http.get('/v1/categories/hierarchy', { params: { table: 'inquiries' } });
      return res.ignored ? null : v.parse(CategoryListSchema, res.data).data;
    },
    async orders(): Promise<OrderChoice[] | null> {
      const res = await http.get('/v1/me/inquiry-orders');
      return res.ignored ? null : v.parse(OrderListSchema, res.data).data;
    },
    async upload(file: File): Promise<UploadFile | null> {
      const form = new FormData();
      form.set('file', file);
      form.set('dir', 'inquiries');
      const res = await http.post('/v1/upload-files', form);
      return res.ignored ? null : v.parse(UploadFileSchema, res.data);
    },
    async send(body: Record<string, unknown>) {
      const res = await http.post('/v1/inquiries', body);
      return res.ignored ? null : v.parse(InquiryReceiptSchema, res.data);
    },
    async page(n: number): Promise<{ data: InquirySummary[]; paging: Paging | null } | null> {
      const res = await http.get('/v1/me/inquiries', { params: { page: n, per: INQUIRY_PER } });
      return res.ignored
        ? null
        : { data: v.parse(SummaryListSchema, res.data).data, paging: res.paging };
    },
    async open(id: number): Promise<InquiryDetail | null> {
      const res = await http.get(`/v1/me/inquiries/${id}`);
      return res.ignored ? null : v.parse(InquiryDetailSchema, res.data);
    },
    async reply(body: { inquiry_id: number; body: string; file_ids: string[] }) {
      const res = await http.post('/v1/inquiry-comments/reply', body);
      return res.ignored ? null : v.parse(InquiryReceiptSchema, res.data);
    },
    download(url: string, name: string) {
      return http.download(url, name);
    },
  };
}
