import { Hono } from 'hono';
import { type FormLayout, FormLayoutSchema } from '../../../../contract/account/form-layout.schema';
import { ERROR_CODES } from '../../../../contract/shared/error.schema';
import {
  GENDERS,
  NEWSLETTER,
  SECURITY_QUESTIONS,
} from '../../../../contract/shared/fields.messages';
import { PREFECTURES } from '../../../../contract/shared/prefectures';
import { ApiException } from '../../../http/errors';
import type { AppEnv } from '../../../http/types';
import { describeOperation } from '../../../openapi/describe-operation';
import { FORM_LAYOUTS } from './form-layouts';
import { layoutCandidates } from './form-variant';

const entries = (record: Record<number, string>) =>
  Object.entries(record).map(([value, label]) => ({ value: Number(value), label }));

const OPTIONS: FormLayout['options'] = {
  prefectures: PREFECTURES.map((name) => ({ value: name, label: name })),
  genders: entries(GENDERS),
  questions: entries(SECURITY_QUESTIONS),
  newsletter: entries(NEWSLETTER).reverse(),
};

/** `GET /v1/pages/front/layout/{matter}`: theme+channel file, then theme, then default. */
export const formLayoutRoutes = new Hono<AppEnv>().get(
  '/pages/front/layout/:matter',
  describeOperation({
    summary: 'フォーム定義（テーマ＋チャンネル→テーマ→既定）',
    tag: 'account',
    response: FormLayoutSchema,
    errors: [404],
  }),
  (c) => {
    const channel = c.get('channel');
    const candidates = layoutCandidates(channel, c.req.param('matter'));
    const source = candidates.find((name) => FORM_LAYOUTS[name]);
    const layout = source ? FORM_LAYOUTS[source] : undefined;
    if (!source || !layout) throw new ApiException(404, ERROR_CODES.notFound);
    const body: FormLayout = {
      data: layout.data,
      dataDefault: { gender: 4, is_receive_newsletter: 1, prefecture: '' },
      options: OPTIONS,
      prefix: `${channel.id}-`,
      constant: { variant: layout.variant, source },
    };
    return c.json(body);
  },
);
