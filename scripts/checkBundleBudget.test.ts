import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { BUDGETS, filesOf } from './checkBundleBudget.mjs';

describe('the bundle budget', () => {
  it("follows a path's static imports transitively, once each, and never its dynamic ones", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/app.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'src/app.tsx': { file: 'assets/app.js', imports: ['_react.js', '_antd.js'], dynamicImports: ['src/charts.tsx'] },
      '_antd.js': { file: 'assets/antd.js', imports: ['_react.js'] },
      'src/charts.tsx': { file: 'assets/charts.js' },
    };
    expect((filesOf(manifest, ['index.html']) as string[]).sort()).toEqual(['assets/index.js', 'assets/react.js']);
    expect((filesOf(manifest, ['index.html', 'src/app.tsx']) as string[]).sort()).toEqual(['assets/antd.js', 'assets/app.js', 'assets/index.js', 'assets/react.js']);
  });

  it('names an entry the build no longer has', () => {
    expect(() => filesOf({}, ['src/gone.tsx'])).toThrow(/not in the build's manifest/);
  });

  it("holds issue 15's goals: 400 KB before the leads list's first row, a lighter sign-in form", () => {
    const budget = (name: string) => (BUDGETS as { name: string; budgetKB: number }[]).find((b) => b.name === name)?.budgetKB;
    expect(budget('leads list first row')).toBeLessThanOrEqual(400);
    expect(budget('sign-in form')).toBeLessThanOrEqual(200);
  });
});
