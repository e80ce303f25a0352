import { describe, expect, it, vi } from 'vitest';
import { createRendererErrorLog } from './rendererErrorLog';

describe('createRendererErrorLog', () => {
  it('lets a burst through, drops a loop, and says how many it dropped once the bucket refills', () => {
    let now = 0;
    const logger = { error: vi.fn(), warn: vi.fn() };
    const log = createRendererErrorLog(logger, { burst: 5, perMinute: 6, now: () => now });
    const results = Array.from({ length: 1000 }, () => log.report({ message: 'bucle', source: 'window' }));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(logger.error).toHaveBeenCalledTimes(5);
    now += 10_000; // one token a 10 s
    expect(log.report({ message: 'otra', route: '/lista-espera-citas/1' })).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith({ dropped: 995 }, expect.any(String));
    expect(logger.error).toHaveBeenLastCalledWith({ route: '/lista-espera-citas/1', source: undefined, stack: undefined }, 'otra');
  });
});
