import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const setFlagsFromString = vi.hoisted(() => vi.fn());
vi.mock('node:v8', () => ({ setFlagsFromString, default: { setFlagsFromString } }));

describe('the API process’s WASM tiering budget (issue 51)', () => {
  it('sets V8’s budget when the module is loaded', async () => {
    const { WASM_TIERING_BUDGET } = await import('./wasmTieringBudget');
    expect(WASM_TIERING_BUDGET).toBe(1_000_000_000);
    expect(setFlagsFromString).toHaveBeenCalledWith('--wasm-tiering-budget=1000000000');
  });

  it('is the entry’s first import: set before the compile cache is keyed and before PGlite’s thread starts', () => {
    const entry = fs.readFileSync(path.join(import.meta.dirname, 'apiChild.ts'), 'utf8');
    const imports = entry.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './wasmTieringBudget';");
  });
});
