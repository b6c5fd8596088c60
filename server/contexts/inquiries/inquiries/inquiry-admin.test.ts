import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../../../contract/catalog/catalog.schema';
import { BACK_OFFICE_INQUIRY_MESSAGES as M } from '../../../../contract/inquiries/back-office-inquiries.messages';
import type {
  AdminInquiry,
  AdminInquiryListItem,
  Assignee,
} from '../../../../contract/inquiries/back-office-inquiries.schema';
import type {
  InquiryDetail,
  InquirySummary,
} from '../../../../contract/inquiries/inquiries.schema';
import { auditLog, channels, jobs, staff, users } from '../../../db/schema/index';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import {
  newBrowser,
  type StaffBrowser,
  signedInAs,
  staffCall,
} from '../../back-office/staff/staff.testing';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';
import { PNG_1PX, uploadFile } from '../uploads/uploads.testing';
import { createInquiry, type Sender } from './inquiries.commands';
import { statusAfterReply, statusRefusal } from './inquiry-admin.model';

type Answer = AdminInquiry & { message?: string; errors?: Record<string, string[]> };

let api: TestApi;
let operator: StaffBrowser;
let owner: StaffBrowser;
let editor: StaffBrowser;
let taro: string;
const cat: Record<string, number> = {};
const staffIds: Record<string, number> = {};
let sender: Sender;

beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: 'script-token' } });
  [operator, owner, editor] = await Promise.all([
    signedInAs(api, 'operator@example.jp'),
    signedInAs(api, 'owner@example.jp'),
    signedInAs(api, 'editor@example.jp'),
  ]);
  taro = await memberToken(api.app);
  const tree = await req<{ data: CategoryNode[] }>(
    api.app,
    'GET',
    '/v1/categories/hierarchy?table=inquiries',
  );
  for (const node of tree.body.data.flatMap((n) => [n, ...n.children])) cat[node.key] = node.id;
  for (const row of await api.database.db.select().from(staff)) staffIds[row.email] = row.id;
  const [member] = await api.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'taro@example.jp'));
  const [channel] = await api.database.db.select().from(channels).limit(1);
  sender = { userId: member?.id, channelId: channel?.id ?? '', shopName: channel?.siteName ?? '' };
});
afterAll(() => api.drop());

/**
 * A member's inquiry (taro), its id: recorded by the contact form's own command (the form's
 * hourly limit per member would stop this file's dozen inquiries; inquiries.test.ts covers it).
 */
async function memberInquiry(subject: string, body = '在庫はありますか。', fileIds: string[] = []) {
  const raw = { category_id: cat.product, subject, body, file_ids: fileIds };
  return (await createInquiry(api.database.db, sender, raw)).id;
}

const whole = (id: number, browser = operator) =>
  staffCall<Answer>(api, browser, 'GET', `/v1/admin/inquiries/${id}`);
const write = (
  method: 'POST' | 'PUT',
  id: number,
  path: string,
  body: unknown,
  browser = operator,
) => staffCall<Answer>(api, browser, method, `/v1/admin/inquiries/${id}/${path}`, { body });
const list = (query: string, browser = operator) =>
  staffCall<{ data: AdminInquiryListItem[] }>(api, browser, 'GET', `/v1/admin/inquiries${query}`);
const mailsTo = async (to: string) =>
  (
    await api.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'mail.send'))
      // Queued order: a row's place in the table is not its age once the job runner updates it.
      .orderBy(asc(jobs.id))
  )
    .map((j) => j.payload as { to?: string; subject?: string; text?: string })
    .filter((m) => m.to === to);
const memberThread = (id: number) =>
  req<InquiryDetail>(api.app, 'GET', `/v1/me/inquiries/${id}`, { token: taro });
const auditOf = (id: number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'inquiry'), eq(auditLog.recordId, String(id))));

describe('the status rules', () => {
  it('allows only the moves of the table, and a reply on anything but a closed inquiry', () => {
    expect(statusRefusal('new', 'in_progress')).toBeNull();
    expect(statusRefusal('closed', 'in_progress')).toBeNull();
    expect(statusRefusal('closed', 'answered')).toBe(
      '「クローズ」から「回答済み」には変更できません。',
    );
    expect(statusRefusal('answered', 'new')).toContain('変更できません');
    expect(statusRefusal('new', 'new')).toBe('このお問い合わせはすでに「新規」です。');
    expect(statusAfterReply('new', false)).toBe('answered');
    expect(statusAfterReply('in_progress', true)).toBe('closed');
    expect(statusAfterReply('closed', false)).toBeNull();
  });
});

describe('who may use the inquiry calls', () => {
  it('lets operators, owners and the admin token in; editors get 403 and strangers 401', async () => {
    const id = await memberInquiry('権限の確認');
    expect((await list('')).status).toBe(200);
    expect((await whole(id, owner)).status).toBe(200);
    expect((await list('', editor)).status).toBe(403);
    expect((await whole(id, editor)).status).toBe(403);
    expect((await write('POST', id, 'replies', { body: 'x', version: 1 }, editor)).status).toBe(
      403,
    );
    expect((await write('POST', id, 'notes', { body: 'x' }, editor)).status).toBe(403);
    expect((await list('', newBrowser())).status).toBe(401);
    const noCsrf = await staffCall(api, operator, 'POST', `/v1/admin/inquiries/${id}/notes`, {
      body: { body: 'x' },
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    const token = await api.app.request(`/v1/admin/inquiries/${id}`, {
      headers: { Authorization: 'Bearer script-token' },
    });
    expect(token.status).toBe(200);
    expect((await whole(99999999)).status).toBe(404);
  });
});

describe('the inquiry list', () => {
  it('filters by status and category, searches by name, e-mail and number, and pages on the server', async () => {
    const id = await memberInquiry('一覧の確認');
    const ids = async (query: string) => (await list(query)).body.data.map((i) => i.id);
    expect(await ids('?status=new&per=200')).toContain(id);
    expect(await ids('?status=closed&per=200')).not.toContain(id);
    expect(await ids(`?category_id=${cat.product}&per=200`)).toContain(id);
    expect(await ids(`?category_id=${cat.other}&per=200`)).not.toContain(id);
    expect(await ids(`?q=${id}`)).toEqual([id]);
    expect(await ids(`?q=%23${id}`)).toEqual([id]);
    expect(await ids(`?q=${encodeURIComponent('山田')}&per=200`)).toContain(id);
    expect(await ids(`?q=${encodeURIComponent('山田太郎')}&per=200`)).toContain(id);
    expect(await ids('?q=TARO%40example&per=200')).toContain(id);
    expect(await ids('?q=nobody%40example.jp')).toEqual([]);
    expect(await ids('?q=%25')).toEqual([]);
    const [row] = (await list(`?q=${id}`)).body.data;
    expect(row).toMatchObject({
      status: 'new',
      is_member: true,
      assignee: null,
      category: { id: cat.product },
    });
    const page = await list('?per=1&page=1');
    expect(page.body.data).toHaveLength(1);
    expect(Number(page.headers.get('x-total'))).toBeGreaterThanOrEqual(2);
  });

  it('refuses a status it does not know with a Japanese message (422)', async () => {
    const bad = await list('?status=open');
    expect(expectApiError(bad, 422, 'common.validation').errors?.status).toEqual([M.statusChoice]);
    expectApiError(await list('?category_id=abc'), 422, 'common.validation');
  });
});

describe('answering an inquiry', () => {
  it('shows the thread in order, replies, mails the member in Japanese and shows the reply on my page', async () => {
    const id = await memberInquiry('色違いについて', '青はありますか。');
    const answer = await req(api.app, 'POST', '/v1/inquiry-comments/reply', {
      body: { inquiry_id: id, body: 'Mサイズでお願いします。' },
      token: taro,
    });
    expect(answer.status).toBe(201);
    const before = (await whole(id)).body;
    expect(before).toMatchObject({ status: 'new', body: '青はありますか。', name: '山田 太郎' });
    expect(before.member?.email).toBe('taro@example.jp');
    expect(before.thread.map((c) => [c.author, c.body])).toEqual([
      ['member', 'Mサイズでお願いします。'],
    ]);

    const replied = await write('POST', id, 'replies', {
      version: before.version,
      body: '青のMサイズは在庫がございます。',
    });
    expect(replied.status).toBe(201);
    expect(replied.body.status).toBe('answered');
    expect(replied.body.version).toBeGreaterThan(before.version);
    expect(replied.body.thread.map((c) => [c.author, c.staff])).toEqual([
      ['member', null],
      ['shop', '鈴木 受注'],
    ]);

    const [mail] = (await mailsTo('taro@example.jp')).filter((m) =>
      m.subject?.includes('お問い合わせへの回答：色違いについて'),
    );
    expect(mail?.text).toContain('お問い合わせにショップから回答がありました。');
    expect(mail?.text).toContain(`/mypage/inquiry_history/${id}/`);

    const mine = await memberThread(id);
    expect(mine.body.status).toBe('open');
    expect(mine.body.comments.map((c) => [c.author, c.body])).toEqual([
      ['member', 'Mサイズでお願いします。'],
      ['shop', '青のMサイズは在庫がございます。'],
    ]);
    const audits = await auditOf(id);
    expect(audits.map((a) => a.action)).toContain('inquiry.reply');
    expect(audits.find((a) => a.action === 'inquiry.reply')?.after).toMatchObject({
      status: 'answered',
    });
  });

  it('reopens an answered inquiry when the member writes again, so an old screen gets 409', async () => {
    const id = await memberInquiry('再度の質問');
    const first = (await whole(id)).body;
    const replied = await write('POST', id, 'replies', { version: first.version, body: '回答1' });
    await req(api.app, 'POST', '/v1/inquiry-comments/reply', {
      body: { inquiry_id: id, body: 'もう一つ質問です。' },
      token: taro,
    });
    const now = (await whole(id)).body;
    expect(now.status).toBe('in_progress');
    const stale = await write('POST', id, 'replies', {
      version: replied.body.version,
      body: '古い画面からの回答',
    });
    expect(expectApiError(stale, 409, 'common.version_conflict').message).toBe(M.stale);
    expect((await whole(id)).body.thread.map((c) => c.body)).not.toContain('古い画面からの回答');
  });

  it('mails a guest the answer itself', async () => {
    const res = await req<{ id: number }>(api.app, 'POST', '/v1/inquiries', {
      body: {
        category_id: cat.other,
        subject: '配送について',
        body: '届け日を変更できますか。',
        name: '佐藤 花子',
        name_kana: 'サトウ ハナコ',
        email: 'guest-admin-inq@example.jp',
        phone: '03-1234-5678',
      },
    });
    const id = res.body.id;
    const detail = (await whole(id)).body;
    expect(detail).toMatchObject({ is_member: false, member: null, name_kana: 'サトウ ハナコ' });
    await write('POST', id, 'replies', { version: detail.version, body: '変更できます。' });
    const mails = await mailsTo('guest-admin-inq@example.jp');
    expect(mails.at(-1)?.text).toContain('変更できます。');
  });

  it('refuses an empty reply and a reply to a closed inquiry, in Japanese, changing nothing', async () => {
    const id = await memberInquiry('空の回答');
    const { version } = (await whole(id)).body;
    const empty = await write('POST', id, 'replies', { version, body: '  ' });
    expect(expectApiError(empty, 422, 'common.validation').errors?.body).toEqual([M.replyRequired]);
    const long = await write('POST', id, 'replies', { version, body: 'あ'.repeat(4001) });
    expect(expectApiError(long, 422, 'common.validation').errors?.body).toEqual([M.replyMax]);
    const noVersion = await write('POST', id, 'status', { status: 'closed' });
    expect(expectApiError(noVersion, 422, 'common.validation').errors?.version?.[0]).toMatch(
      /入力してください/,
    );
    const textVersion = await write('POST', id, 'status', { version: 'x', status: 'closed' });
    expect(expectApiError(textVersion, 422, 'common.validation').errors?.version).toEqual([
      M.versionRequired,
    ]);
    const closed = await write('POST', id, 'status', { version, status: 'closed' });
    expect(closed.body.status).toBe('closed');
    const toClosed = await write('POST', id, 'replies', {
      version: closed.body.version,
      body: '回答',
    });
    expect(expectApiError(toClosed, 422, 'common.validation').errors?.body).toEqual([
      M.closedNoReply,
    ]);
    expect((await whole(id)).body.thread).toEqual([]);
    expect((await memberThread(id)).body.status).toBe('closed');
  });
});

describe('status changes', () => {
  it('moves only as the table allows, audited with before and after', async () => {
    const id = await memberInquiry('状態の確認');
    let record = (await whole(id)).body;
    expect(record.moves).toEqual(['in_progress', 'answered', 'closed']);
    const toNew = await write('POST', id, 'status', { version: record.version, status: 'new' });
    expect(expectApiError(toNew, 422, 'common.validation').errors?.status?.[0]).toBe(
      M.sameStatus('新規'),
    );
    record = (await write('POST', id, 'status', { version: record.version, status: 'in_progress' }))
      .body;
    expect(record.status).toBe('in_progress');
    const back = await write('POST', id, 'status', { version: record.version, status: 'new' });
    expect(expectApiError(back, 422, 'common.validation').message).toBe(
      '「対応中」から「新規」には変更できません。',
    );
    const bad = await write('POST', id, 'status', { version: record.version, status: 'open' });
    expect(expectApiError(bad, 422, 'common.validation').errors?.status).toEqual([M.statusChoice]);
    const [audit] = (await auditOf(id)).filter((a) => a.action === 'inquiry.status');
    expect(audit).toMatchObject({
      before: { status: 'new' },
      after: { status: 'in_progress' },
    });
  });

  it('lets one of two operators acting at once win; the other gets 409 saying why', async () => {
    const id = await memberInquiry('同時操作');
    const { version } = (await whole(id)).body;
    const both = await Promise.all([
      write('POST', id, 'status', { version, status: 'closed' }),
      write('POST', id, 'status', { version, status: 'closed' }, owner),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = both.find((r) => r.status === 409);
    expect(lost?.body.message).toBe(M.staleBecause(M.sameStatus('クローズ')));
    expect((await auditOf(id)).filter((a) => a.action === 'inquiry.status')).toHaveLength(1);

    const racing = await memberInquiry('同時回答');
    const current = (await whole(racing)).body.version;
    const replies = await Promise.all([
      write('POST', racing, 'replies', { version: current, body: '回答A' }),
      write('POST', racing, 'replies', { version: current, body: '回答B' }, owner),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await whole(racing)).body.thread.filter((c) => c.author === 'shop')).toHaveLength(1);
    const sent = (await mailsTo('taro@example.jp')).filter((m) => m.subject?.includes('同時回答'));
    // The automatic reply and one answer: the losing reply sent nothing.
    expect(sent.filter((m) => m.subject?.includes('お問い合わせへの回答'))).toHaveLength(1);
  });
});

describe('assignment and internal notes', () => {
  it('assigns an operator or owner (not an editor), audited; a stale version gets 409', async () => {
    const id = await memberInquiry('担当者');
    const people = await staffCall<{ data: Assignee[] }>(
      api,
      operator,
      'GET',
      '/v1/admin/inquiry-assignees',
    );
    expect(people.body.data.map((p) => p.email).sort()).toEqual([
      'operator@example.jp',
      'owner@example.jp',
    ]);
    const { version } = (await whole(id)).body;
    const toEditor = await write('PUT', id, 'assignee', {
      version,
      staff_id: staffIds['editor@example.jp'],
    });
    expect(expectApiError(toEditor, 422, 'common.validation').errors?.staff_id).toEqual([
      M.assigneeChoice,
    ]);
    const assigned = await write('PUT', id, 'assignee', {
      version,
      staff_id: staffIds['operator@example.jp'],
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.assignee).toEqual({
      id: staffIds['operator@example.jp'],
      name: '鈴木 受注',
    });
    const [listed] = (await list(`?q=${id}`)).body.data;
    expect(listed?.assignee).toEqual({ id: staffIds['operator@example.jp'], name: '鈴木 受注' });
    const stale = await write('PUT', id, 'assignee', { version, staff_id: null });
    expectApiError(stale, 409, 'common.version_conflict');
    const cleared = await write('PUT', id, 'assignee', {
      version: assigned.body.version,
      staff_id: null,
    });
    expect(cleared.body.assignee).toBeNull();
    const [row] = (await list(`?q=${id}`)).body.data;
    expect(row?.assignee).toBeNull();
    expect((await auditOf(id)).filter((a) => a.action === 'inquiry.assign')).toHaveLength(2);
  });

  it('keeps internal notes for staff: never in a member’s answer or a mail', async () => {
    const secret = '社内限定：この会員は以前にも返品あり';
    const id = await memberInquiry('メモの確認');
    const noted = await write('POST', id, 'notes', { body: secret });
    expect(noted.status).toBe(201);
    expect(noted.body.notes.map((n) => [n.author, n.body])).toEqual([
      ['operator@example.jp', secret],
    ]);
    await write('POST', id, 'replies', { version: noted.body.version, body: 'ご確認します。' });
    const thread = await memberThread(id);
    expect(thread.status).toBe(200);
    expect(thread.text).not.toContain(secret);
    expect(thread.text).not.toMatch(/note|staff|assignee|version/i);
    const history = await req<{ data: InquirySummary[] }>(
      api.app,
      'GET',
      '/v1/me/inquiries?per=50',
      { token: taro },
    );
    expect(history.text).not.toContain(secret);
    expect(history.body.data.find((i) => i.id === id)?.status).toBe('open');
    const mails = await mailsTo('taro@example.jp');
    expect(mails.some((m) => `${m.subject}${m.text}`.includes(secret))).toBe(false);
    const empty = await write('POST', id, 'notes', { body: '' });
    expect(expectApiError(empty, 422, 'common.validation').errors?.body).toEqual([M.noteRequired]);
    const [audit] = (await auditOf(id)).filter((a) => a.action === 'inquiry.note');
    expect(audit?.after).toMatchObject({ body: secret });
  });
});

describe('attachments', () => {
  it('lets staff download a file of the inquiry it belongs to, and of no other', async () => {
    const file = await uploadFile(api.app, PNG_1PX, 'box.png', { token: taro });
    const id = await memberInquiry('添付', '写真です。', [String(file.body.id)]);
    const [attachment] = (await whole(id)).body.attachments;
    expect(attachment).toMatchObject({ name: 'box.png', mime: 'image/png' });
    const url = attachment?.url ?? '';
    const download = await staffCall(api, operator, 'GET', url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain('attachment');
    const other = await memberInquiry('別のお問い合わせ');
    const elsewhere = url.replace(`/inquiries/${id}/`, `/inquiries/${other}/`);
    expect((await staffCall(api, operator, 'GET', elsewhere)).status).toBe(404);
    expect((await staffCall(api, editor, 'GET', url)).status).toBe(403);
    expect((await staffCall(api, newBrowser(), 'GET', url)).status).toBe(401);
  });
});
