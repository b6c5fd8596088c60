import { call } from '../shared/http';
import { type Paging, pagingFrom, queryString, rowsOf } from '../shared/http.model';
import {
  flattenCategories,
  type InquiryAssignee,
  type InquiryCategory,
  type InquiryFilters,
  type InquiryListItem,
  type InquiryRecord,
  inquiryListParams,
} from './inquiries.model';

/** One page of the inquiry list, filtered and searched by the server. */
export async function fetchInquiries(
  filters: InquiryFilters,
): Promise<{ rows: InquiryListItem[]; paging: Paging }> {
  const { data, headers } = await call<unknown>(
    'GET',
    `/v1/admin/inquiries${queryString(inquiryListParams(filters))}`,
  );
  const rows = rowsOf<InquiryListItem>(data);
  return { rows, paging: pagingFrom(headers, rows.length) };
}

/** The inquiry categories (the contact form's tree, flattened). */
export async function fetchInquiryCategories(): Promise<InquiryCategory[]> {
  const { data } = await call<unknown>('GET', '/v1/categories/hierarchy?table=inquiries');
  return flattenCategories(rowsOf(data));
}

/** The staff an inquiry may be assigned to. */
export async function fetchAssignees(): Promise<InquiryAssignee[]> {
  return rowsOf<InquiryAssignee>((await call<unknown>('GET', '/v1/admin/inquiry-assignees')).data);
}

const inquiryPath = (id: number) => `/v1/admin/inquiries/${id}`;

/** The inquiry whole with its thread, notes and `version`. */
export async function fetchInquiry(id: number): Promise<InquiryRecord> {
  return (await call<InquiryRecord>('GET', inquiryPath(id))).data;
}

/** Sends the shop's reply (409 when someone changed the inquiry first). */
export async function postReply(
  id: number,
  body: { version: number; body: string; close: boolean },
): Promise<InquiryRecord> {
  return (await call<InquiryRecord>('POST', `${inquiryPath(id)}/replies`, body)).data;
}

/** Changes the status. */
export async function postStatus(
  id: number,
  body: { version: number; status: string },
): Promise<InquiryRecord> {
  return (await call<InquiryRecord>('POST', `${inquiryPath(id)}/status`, body)).data;
}

/** Sets the assignee (null for nobody). */
export async function putAssignee(
  id: number,
  body: { version: number; staff_id: number | null },
): Promise<InquiryRecord> {
  return (await call<InquiryRecord>('PUT', `${inquiryPath(id)}/assignee`, body)).data;
}

/** Adds an internal note. */
export async function postNote(id: number, body: string): Promise<InquiryRecord> {
  return (await call<InquiryRecord>('POST', `${inquiryPath(id)}/notes`, { body })).data;
}
