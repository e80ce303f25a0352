import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

const setFlagsFromString = vi.hoisted(() => vi.fn());
vi.mock('node:v8', () => ({ setFlagsFromString, default: { setFlagsFromString } }));

describe('the API process’s V8 flags (issue 51)', () => {
  it('are set when the module is loaded: the WASM tiering budget, and TurboFan’s call count where V8 has it', async () => {
    const { apiProcessV8Flags } = await import('./v8StartFlags');
    expect(setFlagsFromString.mock.calls.map(([flag]) => flag)).toEqual(apiProcessV8Flags(process.versions.v8));
    expect(apiProcessV8Flags('12.4.254.21-node.33')).toEqual(['--wasm-tiering-budget=1000000000', '--invocation-count-for-turbofan=30000']);
    expect(apiProcessV8Flags('14.0.365.4-electron.0')).toEqual(['--wasm-tiering-budget=1000000000', '--invocation-count-for-turbofan=30000']);
    expect(apiProcessV8Flags('11.3.244.8-node.33')).toEqual(['--wasm-tiering-budget=1000000000']);
  });

  it('are the entry’s first import: set before the compile cache is keyed and before PGlite’s thread starts', () => {
    const entry = fs.readFileSync(path.join(import.meta.dirname, 'apiChild.ts'), 'utf8');
    const imports = entry.split('\n').filter((line) => line.startsWith('import '));
    expect(imports[0]).toBe("import './v8StartFlags';");
  });
});
