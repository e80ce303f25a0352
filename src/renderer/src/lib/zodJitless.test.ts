import { describe, expect, it } from 'vitest';
import { setZodJitless } from './zodJitless';

describe('zod without its JIT (the CSP forbids new Function)', () => {
  it('is configured before zod loads, and zod sees it once loaded', async () => {
    setZodJitless();
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // Parsing still works without the JIT.
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  });
});
