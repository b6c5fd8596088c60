import { dropStrayFlash } from '../../lib/shared/flash.store';
import { $invalidChannel } from '../../lib/shared/invalid-channel.store';
import {
  internalPath,
  invalidChannelTarget,
  isChunkLoadError,
  keepsScroll,
  mayReload,
  SCROLL_RESTORE_MS,
} from '../../lib/shared/navigation.model';
import { watchScreenType } from '../../lib/shared/screen.store';
import { reportError } from '../../lib/shared/toast.store';
import { watchTileHearts } from '../favourites/tile-hearts';
import { mountToastHost } from './toast-host';

const RELOADED_AT = 'shell:chunk-reload-at';
const KEEP_SCROLL = 'shell:keep-scroll';
const scrollKey = () => `shell:scroll:${location.pathname}${location.search}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A failed chunk load reloads the page, at most once per 60 s; true when it reloads. */
function reloadForStaleChunk(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  const store = storage();
  const last = Number(store?.getItem(RELOADED_AT) ?? '') || null;
  if (!mayReload(last, Date.now())) return false;
  store?.setItem(RELOADED_AT, String(Date.now()));
  location.reload();
  return true;
}

function watchChunkFailures(unexpected: string): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk((event as Event & { payload?: unknown }).payload))
      event.preventDefault();
  });
  document.addEventListener('astro:hydration-error', (event) => {
    const detail = (event as CustomEvent<{ error: unknown }>).detail;
    if (reloadForStaleChunk(detail?.error)) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (reloadForStaleChunk(event.reason)) event.preventDefault();
    // An API failure no screen handled becomes the global error, told in a toast (spec §8).
    else if ((event.reason as Error | null)?.name === 'ApiRequestError') {
      reportError(event.reason, unexpected);
    }
  });
}

/** Top on a new page, except between two product pages; the saved place on back (after 500 ms). */
function manageScroll(): void {
  const store = storage();
  const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  const kept = JSON.parse(store?.getItem(KEEP_SCROLL) ?? 'null') as {
    path: string;
    y: number;
  } | null;
  store?.removeItem(KEEP_SCROLL);
  if (nav?.type === 'back_forward') {
    const y = Number(store?.getItem(scrollKey()) ?? '');
    if (y) setTimeout(() => window.scrollTo(0, y), SCROLL_RESTORE_MS);
  } else if (kept && kept.path === location.pathname) {
    window.scrollTo(0, kept.y);
  }
  window.addEventListener('pagehide', () => store?.setItem(scrollKey(), String(window.scrollY)));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || link.origin !== location.origin) return;
    if (keepsScroll(location.pathname, link.pathname)) {
      store?.setItem(KEEP_SCROLL, JSON.stringify({ path: link.pathname, y: window.scrollY }));
    }
  });
}

/**
 * Once the channel is flagged invalid (`channel.not_exist` from the API, or public.json's flag),
 * the shop shows its 404 page instead of this one (spec §8).
 */
function leaveInvalidChannel(): void {
  $invalidChannel.subscribe((invalid) => {
    // A page built for an invalid channel already is its 404 page: it stays at its address.
    if (!invalid || document.querySelector('[data-status="not_found"]')) return;
    const target = invalidChannelTarget(location.pathname);
    if (target) location.replace(target);
  });
}

/** Loads `/public.json` once the page is idle (its own chunk, so pages stay light). */
function loadPublicEnvWhenIdle(): void {
  const load = () => {
    void import('../../lib/settings/public-env.store')
      .then((m) => m.loadPublicEnv())
      .catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

/** Links in editors' rich content to this shop stay on this site, in the same tab. */
function keepRichLinksInSite(siteOrigin: string): void {
  const origins = [location.origin, siteOrigin];
  for (const link of document.querySelectorAll<HTMLAnchorElement>(
    '.rich-text a[href], .rich a[href]',
  )) {
    const path = internalPath(link.href, origins);
    if (!path) continue;
    link.setAttribute('href', path);
    link.removeAttribute('target');
  }
}

/**
 * The header's search box gets its combobox code on its first focus or touch (HeaderSearch.astro):
 * loaded from here, pages pay no script file of their own for it.
 */
function loadHeaderSearchOnFocus(): void {
  const load = () => void import('../search/header-search-element');
  for (const box of document.querySelectorAll('header-search')) {
    box.addEventListener('focusin', load, { once: true });
    box.addEventListener('pointerdown', load, { once: true });
  }
}

const shell = document.getElementById('shop-shell');
if (shell) {
  dropStrayFlash();
  watchChunkFailures(shell.dataset.unexpected ?? '');
  mountToastHost(shell);
  manageScroll();
  keepRichLinksInSite(shell.dataset.site ?? location.origin);
  watchScreenType({ sm: Number(shell.dataset.sm) || 640, md: Number(shell.dataset.md) || 1024 });
  leaveInvalidChannel();
  loadPublicEnvWhenIdle();
  watchTileHearts();
  loadHeaderSearchOnFocus();
}
