import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedLatest, latestRequest } from './latest-request';

describe('latestRequest', () => {
  it('cancels the pending request when a newer one starts or the screen changes', () => {
    const search = latestRequest();
    const first = search.start();
    const second = search.start();
    expect(first.aborted).toBe(true);
    expect(second.aborted).toBe(false);
    search.cancel();
    expect(second.aborted).toBe(true);
  });
});

describe('debouncedLatest', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts only the last call of a burst, once the pause has passed', async () => {
    const typing = debouncedLatest(150);
    const task = vi.fn(async (_signal: AbortSignal) => 'found');
    const first = typing.run(task);
    await vi.advanceTimersByTimeAsync(100);
    const second = typing.run(task);
    await vi.advanceTimersByTimeAsync(149);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe('found');
  });

  it('cancels a request already running when a newer call comes, and drops its answer', async () => {
    const typing = debouncedLatest(150);
    let firstSignal: AbortSignal | undefined;
    let answerFirst: (value: string) => void = () => undefined;
    const first = typing.run(
      (signal) =>
        new Promise<string>((resolve) => {
          firstSignal = signal;
          answerFirst = resolve;
        }),
    );
    await vi.advanceTimersByTimeAsync(150);
    expect(firstSignal?.aborted).toBe(false);
    const second = typing.run(async () => 'newer');
    expect(firstSignal?.aborted).toBe(true);
    answerFirst('stale');
    await vi.advanceTimersByTimeAsync(150);
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBe('newer');
  });

  it('cancel drops the waiting call; a failure of the current call reaches the caller', async () => {
    const typing = debouncedLatest(150);
    const task = vi.fn(async () => 'never');
    const dropped = typing.run(task);
    typing.cancel();
    await vi.advanceTimersByTimeAsync(200);
    expect(task).not.toHaveBeenCalled();
    await expect(dropped).resolves.toBeUndefined();
    const failing = typing.run(async () => Promise.reject(new Error('down')));
    const seen = expect(failing).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(150);
    await seen;
  });
});
