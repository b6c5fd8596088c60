import { describe, expect, it } from 'vitest';
import { $maintenance } from '../shared/app.store';
import { maintenanceUrl, returnPath } from '../shared/maintenance.model';
import { createMaintenanceWatch } from './maintenance.store';

describe('maintenance page', () => {
  it('returns to the page it came from, only within the shop', () => {
    expect(returnPath('?back=%2Fproduct%2Foxford-shirt%2F')).toBe('/product/oxford-shirt/');
    expect(returnPath('?back=https%3A%2F%2Fevil.example%2F')).toBe('/');
    expect(returnPath('?back=%2Fmaintenance%2F')).toBe('/');
    expect(returnPath('')).toBe('/');
    expect(maintenanceUrl('/cart/')).toBe('/maintenance/?back=%2Fcart%2F');
    expect(maintenanceUrl('/maintenance/?back=%2F')).toBe('/maintenance/?back=%2F');
  });

  it('keeps the notice while closed and leaves once the shop reopens', async () => {
    const answers = [
      { is_enabled: true, title: '臨時メンテナンス', message: '13時再開', gtm_id: null },
      { is_enabled: false, title: '', message: '', gtm_id: null },
    ];
    const left: string[] = [];
    let tick: () => void = () => undefined;
    const watch = createMaintenanceWatch({
      status: async () => answers.shift() ?? null,
      leave: (path) => left.push(path),
      every: (_ms, run) => {
        tick = run;
        return () => undefined;
      },
    });
    const stop = watch('?back=%2Fcart%2F');
    await expect.poll(() => $maintenance.get()?.title).toBe('臨時メンテナンス');
    expect(left).toEqual([]);
    tick();
    await expect.poll(() => left).toEqual(['/cart/']);
    stop();
  });
});
