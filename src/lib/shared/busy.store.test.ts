import { describe, expect, it } from 'vitest';
import { createBusy } from './busy.store';

describe('createBusy', () => {
  it('is up while the action runs and down after it, with the action’s result', async () => {
    const { $busy, run } = createBusy();
    let release: (value: string) => void = () => undefined;
    const pending = run(() => new Promise<string>((resolve) => (release = resolve)));
    expect($busy.get()).toBe(true);
    release('saved');
    await expect(pending).resolves.toBe('saved');
    expect($busy.get()).toBe(false);
  });

  it('comes down when the action throws, and the error reaches the caller', async () => {
    const { $busy, run } = createBusy();
    await expect(run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect($busy.get()).toBe(false);
  });

  it('stays up when the result says the page is leaving', async () => {
    const { $busy, run } = createBusy();
    await run(
      async () => ({ ok: true }),
      (r) => r.ok,
    );
    expect($busy.get()).toBe(true);
    await run(
      async () => ({ ok: false }),
      (r) => r.ok,
    );
    expect($busy.get()).toBe(false);
  });

  it('keeps each flag apart', async () => {
    const a = createBusy();
    const b = createBusy();
    const pending = a.run(() => new Promise(() => undefined));
    expect(a.$busy.get()).toBe(true);
    expect(b.$busy.get()).toBe(false);
    void pending;
  });
});
