import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCHOOL_BADGE_KEY, SCHOOL_REMEMBERED_EVENT } from './school-badge.key';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the remembered school', () => {
  it('is stored under the key the header reads, and told with the event it waits for', async () => {
    const items: Record<string, string> = {};
    const told: string[] = [];
    // @nanostores/persistent writes items as properties of localStorage.
    vi.stubGlobal('localStorage', items);
    vi.stubGlobal('window', {
      dispatchEvent: (e: Event) => told.push(e.type),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    });
    const { rememberSchool, $schoolBadge } = await import('./school-badge.store');
    rememberSchool(null);
    expect(told).toEqual([]);
    rememberSchool({ key: 'C1', name: '青葉小学校' });
    expect(items[SCHOOL_BADGE_KEY]).toContain('青葉小学校');
    expect(told).toEqual([SCHOOL_REMEMBERED_EVENT]);
    expect($schoolBadge.get()).toEqual({ key: 'C1', name: '青葉小学校' });
  });

  it('is what the school header script checks before loading the badge', async () => {
    const header = await readFile(
      new URL('../../themes/customers/school/parts/HeaderBadge.astro', import.meta.url),
      'utf8',
    );
    expect(header).toContain(`localStorage.getItem('${SCHOOL_BADGE_KEY}')`);
    expect(header).toContain(`addEventListener('${SCHOOL_REMEMBERED_EVENT}'`);
  });
});
