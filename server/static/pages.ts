import { EMPTY_CSP_MANIFEST } from './csp-manifest.ts';
import { htmlSecurityHeaders } from './security-headers.ts';

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}<title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** Shown while the first build of the site runs; reloads itself. */
export function buildingResponse(method: string): Response {
  const html = page(
    'ただいまサイトを準備しています',
    '<p>ページを生成しています。しばらくしてから再度お試しください。</p>',
    '<meta http-equiv="refresh" content="5">',
  );
  return new Response(method === 'HEAD' ? null : html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
      ...htmlSecurityHeaders(html, EMPTY_CSP_MANIFEST),
    },
  });
}

/** Fallback 404 when the build has no 404.html. */
export function plainNotFound(method: string): Response {
  const html = page(
    '404 Not Found',
    '<p>お探しのページが見つかりませんでした。</p><p><a href="/">トップページへ戻る</a></p>',
  );
  return new Response(method === 'HEAD' ? null : html, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      ...htmlSecurityHeaders(html, EMPTY_CSP_MANIFEST),
    },
  });
}
