import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EMPTY_CSP_MANIFEST } from './csp-manifest.ts';
import {
  apiOrigin,
  cacheControl,
  contentSecurityPolicy,
  htmlSecurityHeaders,
  inlineScriptHashes,
} from './security-headers.ts';

const sha = (s: string) => `sha256-${createHash('sha256').update(s).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly and skips external ones', () => {
    const html =
      '<script type="module">a()</script><script src="/_astro/x.js"></script><script>b()</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('htmlSecurityHeaders', () => {
  const emitted = 'self.Astro=1';
  const injected = 'alert(document.cookie)';
  const theme = ':root{--c:#fff}';
  const injectedStyle = 'body{background:url(//evil.example/x)}';
  const page = `<html><head><style>${theme}</style><script>${emitted}</script></head><body><p>レビュー</p><script>${injected}</script><style>${injectedStyle}</style></body></html>`;
  const policy = (scripts: string[], styles: string[] = []) =>
    htmlSecurityHeaders(page, { scripts, styles })['Content-Security-Policy'];
  const directive = (csp: string | undefined, name: string) =>
    csp?.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  const scriptSrc = (csp?: string) => directive(csp, 'script-src');

  it('allows the inline scripts the build emitted and not one found only in the served page', () => {
    const csp = policy([sha(emitted), sha('unused()')]);
    expect(scriptSrc(csp)).toBe(`script-src 'self' '${sha(emitted)}'`);
    expect(csp).not.toContain(sha(injected));
  });

  it('allows the <style> elements the build emitted and style attributes, not an injected <style>', () => {
    const csp = policy([], [sha(theme)]);
    expect(directive(csp, 'style-src-elem')).toBe(`style-src-elem 'self' '${sha(theme)}'`);
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'");
    expect(csp).not.toContain(sha(injectedStyle));
  });

  it('allows no inline script at all without a manifest', () => {
    expect(scriptSrc(policy([]))).toBe("script-src 'self'");
  });

  it('never allows inline code or eval wholesale', () => {
    const csp = policy([sha(emitted)]);
    expect(scriptSrc(csp)).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });
});

describe('contentSecurityPolicy', () => {
  it('allows no inline script without a hash', () => {
    const csp = contentSecurityPolicy({ scripts: [], styles: [] });
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("img-src 'self' data:");
  });

  it('adds a cross-origin API to connect-src', () => {
    expect(contentSecurityPolicy({ scripts: [], styles: [] }, 'https://api.example.jp')).toContain(
      "connect-src 'self' https://api.example.jp",
    );
    expect(apiOrigin('https://api.example.jp/v1')).toBe('https://api.example.jp');
    expect(apiOrigin('')).toBeUndefined();
  });
});

describe('cacheControl', () => {
  it('makes hashed assets immutable and revalidates the rest', () => {
    expect(cacheControl('/_astro/index.Ab12.js')).toContain('immutable');
    expect(cacheControl('/index.html')).toBe('no-cache');
  });
});

describe('Google Tag Manager in the CSP', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;
  const csp = (html: string) =>
    htmlSecurityHeaders(html, EMPTY_CSP_MANIFEST)['Content-Security-Policy'];

  it('allows Google’s origins only on a page that loads the container', () => {
    const withGtm = csp(page('<meta name="gtm-id" content="GTM-AB12CD">'));
    expect(withGtm).toContain("script-src 'self' https://www.googletagmanager.com");
    expect(withGtm).toMatch(/connect-src 'self'[^;]*https:\/\/\*\.google-analytics\.com/);
    const without = csp(page('<p>googletagmanager.com/gtm.js</p>'));
    expect(without).not.toContain('google');
  });
});

describe('reCAPTCHA v3 in the CSP', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;
  const csp = (html: string) =>
    htmlSecurityHeaders(html, EMPTY_CSP_MANIFEST)['Content-Security-Policy'];
  const KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

  it('allows Google’s reCAPTCHA script and frame only on a page whose build turned it on', () => {
    const on = csp(page(`<meta name="recaptcha-site-key" content="${KEY}">`));
    expect(on).toContain(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(on).toContain(
      "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    );
    expect(on).not.toContain('googletagmanager');
    const off = csp(page('<p>https://www.google.com/recaptcha/api.js</p>'));
    expect(off).not.toContain('google');
    expect(off).not.toContain('frame-src');
  });
});
