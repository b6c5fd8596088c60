import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMBROIDERY_LIMIT,
  type Embroidery,
} from '../../../../contract/embroidery/embroidery.schema';
import { seededApi, type TestApi } from '../../../testing/api';
import { expectApiError } from '../../../testing/expect-error';
import { memberToken, req } from '../../catalogue/catalog/catalog.testing';

let api: TestApi;
let taro: string;
let hanako: string;

beforeAll(async () => {
  api = await seededApi();
  taro = await memberToken(api.app);
  hanako = await memberToken(api.app, 'hanako@example.jp', 'Hanako-pass-2026');
});
afterAll(() => api.drop());

const list = (token: string) =>
  req<{ data: Embroidery[] }>(api.app, 'GET', '/v1/me/name-embroideries', { token });
const add = (token: string, body: unknown) =>
  req<Embroidery>(api.app, 'POST', '/v1/me/name-embroideries', { token, body });

describe('name embroideries', () => {
  it('saves names in each script, converting hiragana and full-width romaji', async () => {
    const kanji = await add(taro, { script: 'kanji', name: ' 山田太郎 ', color: 'navy' });
    expect(kanji.status).toBe(201);
    expect(kanji.body).toMatchObject({ name: '山田太郎', color: 'navy', color_name: '紺' });
    const kana = await add(taro, { script: 'katakana', name: 'やまだ', color: 'red' });
    expect(kana.body.name).toBe('ヤマダ');
    const romaji = await add(taro, { script: 'romaji', name: 'ＴＡＲＯ２', color: 'gold' });
    expect(romaji.body.name).toBe('TARO2');
    const res = await list(taro);
    expect(res.headers.get('x-limit')).toBe(String(EMBROIDERY_LIMIT));
    expect(res.body.data.map((e) => e.name)).toEqual(['山田太郎', 'ヤマダ', 'TARO2']);
    expect((await list(hanako)).body.data).toEqual([]);
  });

  it('refuses names the shop cannot embroider, in Japanese', async () => {
    const cases: [unknown, string, string][] = [
      [
        { script: 'kanji', name: '山田山田山田山', color: 'navy' },
        'name',
        '漢字のお名前は6文字以内で入力してください。',
      ],
      [
        { script: 'katakana', name: 'ヤマダ1', color: 'navy' },
        'name',
        'カタカナで入力してください。',
      ],
      [
        { script: 'romaji', name: 'TARO YAMADA', color: 'navy' },
        'name',
        'ローマ字は半角英数字で入力してください。',
      ],
      [
        { script: 'romaji', name: 'ABCDEFGHIJKLM', color: 'navy' },
        'name',
        'ローマ字のお名前は12文字以内で入力してください。',
      ],
      [{ script: 'romaji', name: 'TARO', color: 'purple' }, 'color', '糸の色を選択してください。'],
      [{ script: 'kanji', name: '', color: 'navy' }, 'name', '刺繍するお名前を入力してください。'],
    ];
    for (const [body, field, message] of cases) {
      const res = expectApiError(await add(hanako, body), 422, 'common.validation');
      expect(res.errors?.[field]).toEqual([message]);
    }
    expect((await list(hanako)).body.data).toEqual([]);
  });

  it('changes and deletes only the member’s own names', async () => {
    const mine = (await list(taro)).body.data[0] as Embroidery;
    const path = `/v1/me/name-embroideries/${mine.id}`;
    const body = { script: 'kanji', name: '太郎', color: 'white' };
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const theirs = await req(api.app, method, path, {
        token: hanako,
        body: method === 'PUT' ? body : undefined,
      });
      const none = await req(api.app, method, '/v1/me/name-embroideries/99999999', {
        token: hanako,
        body: method === 'PUT' ? body : undefined,
      });
      expectApiError(theirs, 404, 'common.not_found');
      expect(theirs.text).toBe(none.text);
    }
    const changed = await req<Embroidery>(api.app, 'PUT', path, { token: taro, body });
    expect(changed.body).toMatchObject({ name: '太郎', color_name: '白' });
    expect((await req(api.app, 'DELETE', path, { token: taro })).status).toBe(204);
    expect((await list(taro)).body.data).toHaveLength(2);
    expectApiError(await req(api.app, 'GET', '/v1/me/name-embroideries'), 401, 'auth.unauthorized');
  });

  it('stops at the limit', async () => {
    for (let i = 0; i < EMBROIDERY_LIMIT; i += 1) {
      expect(
        (await add(hanako, { script: 'romaji', name: `HANAKO${i}`, color: 'pink' })).status,
      ).toBe(201);
    }
    const res = expectApiError(
      await add(hanako, { script: 'romaji', name: 'HANAKO', color: 'pink' }),
      422,
      'common.validation',
    );
    expect(res.message).toBe(`ネーム刺繍のお名前は ${EMBROIDERY_LIMIT} 件まで登録できます。`);
  });
});
