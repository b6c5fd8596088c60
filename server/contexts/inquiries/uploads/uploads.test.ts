import { deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INQUIRY_ERRORS as E } from '../../../../contract/inquiries/inquiries.messages';
import { MAX_UPLOAD_BYTES } from '../../../../contract/inquiries/inquiries.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken } from '../../catalogue/catalog/catalog.testing';
import { EXE_BYTES, PNG_1PX, uploadFile } from './uploads.testing';

const ADMIN = 'uploads-admin-token';
let api: TestApi;
let taro: string;
let hanako: string;
beforeAll(async () => {
  api = await seededApi(undefined, { admin: { token: ADMIN } });
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const open = (url: string, token?: string) =>
  api.app.request(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('POST /v1/upload-files', () => {
  it('keeps an image under a random id and answers where to open it', async () => {
    const res = await uploadFile(api.app, PNG_1PX, 'photo.png', { token: taro });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'photo.png', mime: 'image/png', size: PNG_1PX.length });
    expect(String(res.body.id)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.url).toBe(`/v1/upload-files/${res.body.id}`);
  });

  it('judges the type by content: a program renamed .jpg and a text file are refused in Japanese', async () => {
    const exe = await uploadFile(api.app, EXE_BYTES, 'photo.jpg', { type: 'image/jpeg' });
    expect(expectApiError(exe, 422, 'common.validation').errors?.file).toEqual([E.fileType]);
    const text = await uploadFile(api.app, Buffer.from('hello, world'), 'a.png');
    expect(expectApiError(text, 422, 'common.validation').errors?.file).toEqual([E.fileType]);
    const empty = await uploadFile(api.app, Buffer.alloc(0), 'a.png');
    expect(expectApiError(empty, 422, 'common.validation').errors?.file).toEqual([E.fileEmpty]);
  });

  it('refuses a file over 5 MB (422), a body far over it (413) and a request without a file', async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const res = await uploadFile(api.app, big, 'big.png');
    expect(expectApiError(res, 422, 'common.validation').errors?.file).toEqual([E.fileTooLarge]);
    const huge = await uploadFile(api.app, Buffer.alloc(MAX_UPLOAD_BYTES * 2), 'huge.png');
    expectApiError(huge, 413, 'common.payload_too_large');
    const none = await api.app.request('/v1/upload-files', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(none.status).toBe(422);
  });

  it('opens a member’s file to that member and the shop only; others get a 404 like a missing file', async () => {
    const up = await uploadFile(api.app, PNG_1PX, 'mine.png', { token: taro });
    const url = String(up.body.url);
    const mine = await open(url, taro);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(PNG_1PX);
    expect((await open(url, ADMIN)).status).toBe(200);
    const missing = await open('/v1/upload-files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', hanako);
    for (const res of [await open(url, hanako), await open(url)]) {
      expect(res.status).toBe(missing.status);
      expect(await res.text()).toBe(await (await open('/v1/upload-files/nope')).text());
    }
    expect(missing.status).toBe(404);
  });

  it('opens a guest’s file to whoever holds its unguessable id', async () => {
    const up = await uploadFile(api.app, PNG_1PX, 'guest.png');
    expect(up.status).toBe(201);
    expect((await open(String(up.body.url))).status).toBe(200);
  });

  it('names the stored file by its detected type and serves it as a sandboxed attachment', async () => {
    // A PNG whose tail is an HTML page: named a.html, it must never come back as HTML.
    const polyglot = Buffer.concat([
      PNG_1PX,
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const up = await uploadFile(api.app, polyglot, 'a.html', { token: taro });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ name: 'a.png', mime: 'image/png' });
    const res = await open(String(up.body.url), taro);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''a.png");
    expect(res.headers.get('x-suggested-filename')).toBe('a.png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    // A row stored before names followed the content is still served under its type's extension.
    await api.database.db.execute(
      sql`update upload_files set name = 'old.html' where key = ${String(up.body.id)}`,
    );
    const old = await open(String(up.body.url), taro);
    expect(old.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''old.png");
    const noName = await uploadFile(api.app, PNG_1PX, '.htaccess', { token: taro });
    expect(noName.body.name).toBe('htaccess.png');
    const pdf = await uploadFile(api.app, pdfWith(''), '見積書.exe', { type: 'application/pdf' });
    expect(pdf.body).toMatchObject({ name: '見積書.pdf', mime: 'application/pdf' });
  });

  it('refuses a PDF with scripts or actions that run by themselves, hidden or compressed', async () => {
    for (const action of [
      '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>',
      '/OpenAction 5 0 R',
      '/AA << /O << /S /Launch /F (calc.exe) >> >>',
      '/Names << /JavaScript 7 0 R >>',
      '/#4Aava#53cript (x)',
    ]) {
      const res = await uploadFile(api.app, pdfWith(action), 'a.pdf', { type: 'application/pdf' });
      expect(expectApiError(res, 422, 'common.validation').errors?.file, action).toEqual([
        E.pdfActive,
      ]);
    }
    const hidden = pdfWith('', deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>')));
    const res = await uploadFile(api.app, hidden, 'b.pdf', { type: 'application/pdf' });
    expect(expectApiError(res, 422, 'common.validation').errors?.file).toEqual([E.pdfActive]);
  });
});

/** A small PDF whose catalogue carries `extra`, with one stream holding `stream` (Flate-compressed). */
function pdfWith(extra: string, stream: Buffer = deflateSync(Buffer.from('BT ET'))): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${extra} >>\nendobj\n`),
    Buffer.from('2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n'),
    Buffer.from(`3 0 obj\n<< /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}
