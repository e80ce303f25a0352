import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from './lifecycle';

describe('whenQuiet (the notification job waits for a quiet API before its first pass, issue 51)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('waits the quiet time from its call, even when the last request was long before', async () => {
    const lifecycle = { inFlight: 0, lastActivityAt: Date.now() - 60_000 };
    const done = settled(whenQuiet(lifecycle, 2_000));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });

  it('a request in flight, or one that ended meanwhile, puts it off', async () => {
    const lifecycle = { inFlight: 1, lastActivityAt: Date.now() };
    const done = settled(whenQuiet(lifecycle, 2_000));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(done()).toBe(false);
    lifecycle.inFlight = 0;
    lifecycle.lastActivityAt = Date.now();
    await vi.advanceTimersByTimeAsync(1_500);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(done()).toBe(true);
  });

  it('with atMostMs, resolves then however busy the API is', async () => {
    const lifecycle = { inFlight: 3, lastActivityAt: Date.now() };
    const done = settled(whenQuiet(lifecycle, 2_000, { atMostMs: 10_000 }));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
