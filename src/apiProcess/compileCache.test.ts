import { describe, expect, it, vi } from 'vitest';
import { enableCompileCache, flushCompileCache, type CompileCacheApi } from './compileCache';

const constants = { compileCacheStatus: { FAILED: 0, ENABLED: 1, ALREADY_ENABLED: 2, DISABLED: 3 } };

describe("the API child's module compile cache (issue 51)", () => {
  it("is kept in the folder it is given where Node has it (Electron's Node 22)", () => {
    const api: CompileCacheApi = { enableCompileCache: vi.fn(() => ({ status: 1 })), constants };
    expect(enableCompileCache('/user/compile-cache', api)).toBe('enabled');
    expect(api.enableCompileCache).toHaveBeenCalledWith('/user/compile-cache');
  });

  it('is skipped on a Node without it (20), and a cache Node cannot set up does not stop the start', () => {
    expect(enableCompileCache('/x', {})).toBe('unavailable');
    expect(enableCompileCache('/x', { enableCompileCache: () => ({ status: 0, message: 'EACCES' }), constants })).toBe('failed');
    expect(enableCompileCache('/x', { enableCompileCache: () => { throw new Error('boom'); } })).toBe('failed');
  });

  it('flushes where it can, and never throws', () => {
    const flush = vi.fn();
    flushCompileCache({ flushCompileCache: flush });
    expect(flush).toHaveBeenCalledOnce();
    expect(() => flushCompileCache({})).not.toThrow();
    expect(() => flushCompileCache({ flushCompileCache: () => { throw new Error('disk full'); } })).not.toThrow();
  });
});
