import { Hono } from 'hono';
import { html } from 'hono/html';
import { sameOriginPath } from '../../../../contract/shared/redirect';
import type { AppEnv } from '../../../http/types';
import { completeChallenge, createToken, retrieve } from './sandbox.commands';
import { SANDBOX_MESSAGES as M } from './sandbox.messages';

const safeReturn = (url: string) => sameOriginPath(url) ?? '/cart/confirm/';

/** The sandbox card provider: tokenisation from the browser and the 3-D Secure challenge page. */
export const sandboxPayRoutes = new Hono<AppEnv>()
  .post('/tokens', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const result = await createToken(c.get('database').db, {
      number: str('number'),
      exp: str('exp'),
      cvc: str('cvc'),
      name: str('name'),
    });
    if (!result.ok) return c.json({ message: M.invalidCard, errors: result.errors }, 422);
    return c.json(result);
  })
  .get('/challenge/:id', async (c) => {
    const intent = await retrieve(c.get('database').db, c.req.param('id'));
    if (!intent) return c.text(M.notFound, 404);
    const amount = `¥${intent.amount.toLocaleString('ja-JP')}`;
    return c.html(html`<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${M.challengeTitle}</title>
<style>body{font-family:system-ui,sans-serif;max-width:480px;margin:40px auto;padding:0 16px;color:#1d1d1f}
.box{border:1px solid #ccc;border-radius:8px;padding:20px}button{font:inherit;min-height:48px;width:100%;margin-top:12px;border-radius:6px;border:1px solid #1e3a5f}
.ok{background:#1e3a5f;color:#fff}.cancel{background:#fff;color:#1e3a5f}</style></head>
<body><main class="box"><h1>${M.challengeTitle}</h1>
<p>${M.challengeLead}</p>
<p>${M.card}${intent.brand} **** ${intent.last4}<br>${M.amount}${amount}</p>
<form method="post"><button class="ok" name="result" value="ok">${M.authenticate}</button>
<button class="cancel" name="result" value="cancel">${M.cancel}</button></form></main></body></html>`);
  })
  .post('/challenge/:id', async (c) => {
    const form = await c.req.parseBody();
    const { db } = c.get('database');
    const intent = await completeChallenge(db, c.req.param('id'), form.result === 'ok');
    if (!intent) return c.text(M.notFound, 404);
    return c.redirect(safeReturn(intent.returnUrl), 303);
  });
