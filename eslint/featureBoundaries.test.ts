import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
// @ts-expect-error a plain .js plugin without types
import featureBoundaries, { featureGraph, pathBetween, resetFeatureGraphs } from './featureBoundaries.js';

/** A features tree on disk: { 'a/x.ts': 'source' }. */
function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'features-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The rule's messages for `file` of the tree. */
function lint(dir: string, file: string): { ruleId: string | null; message: string }[] {
  resetFeatureGraphs();
  const linter = new Linter({ cwd: dir });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'feature-boundaries': featureBoundaries },
      rules: {
        'feature-boundaries/door-only': ['error', { featuresDir: dir }],
        'feature-boundaries/no-cycle': ['error', { featuresDir: dir }],
      },
    },
  ];
  const full = path.join(dir, file);
  return linter.verify(fs.readFileSync(full, 'utf8'), config, full).map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

describe('feature-boundaries/door-only', () => {
  const dir = tree({
    'leads/index.ts': "export { leadForCaller } from './leadAccess';\n",
    'leads/leadAccess.ts': 'export const leadForCaller = 1;\n',
    'leads/tables.ts': 'export const leads = 1;\n',
    'leads/doors/listJoin.ts': "export { joinLead } from '../leadListJoin';\n",
    'leads/leadListJoin.ts': 'export const joinLead = 1;\n',
    'sales/grouped.ts': "import { joinLead } from '../leads/doors/listJoin';\nexport const x = joinLead;\n",
    'sales/doorInner.ts': "import { joinLead } from '../leads/doors/deeper/listJoin';\nexport const x = joinLead;\n",
    'sales/good.ts': "import { leadForCaller } from '../leads';\nexport const x = leadForCaller;\n",
    'sales/bad.ts': "import { leadForCaller } from '../leads/leadAccess';\nexport const x = leadForCaller;\n",
    'sales/deep/bad.ts': "export { leadForCaller } from '../../leads/leadAccess';\n",
    'sales/tables.ts': "import { leads } from '../leads/tables';\nexport const sales = leads;\n",
    'sales/own.ts': "import { sales } from './tables';\nexport const y = sales;\n",
  });
  dirs.push(dir);

  it("accepts the door, the feature's own files, and a tables.ts naming another's tables.ts", () => {
    expect(lint(dir, 'sales/good.ts')).toEqual([]);
    expect(lint(dir, 'sales/own.ts')).toEqual([]);
    expect(lint(dir, 'sales/tables.ts')).toEqual([]);
  });

  it("accepts a grouped door of the feature's doors/ folder, and nothing below it", () => {
    expect(lint(dir, 'sales/grouped.ts')).toEqual([]);
    expect(lint(dir, 'sales/doorInner.ts').map((m) => m.ruleId)).toEqual(['feature-boundaries/door-only']);
  });

  it("refuses another feature's inner file, and names the door", () => {
    const messages = lint(dir, 'sales/bad.ts');
    expect(messages.map((m) => m.ruleId)).toEqual(['feature-boundaries/door-only']);
    expect(messages[0]!.message).toContain("'../leads'");
    expect(lint(dir, 'sales/deep/bad.ts').map((m) => m.ruleId)).toEqual(['feature-boundaries/door-only']);
  });
});

describe('feature-boundaries/no-cycle', () => {
  it('reports the import that closes a cycle, with the cycle', () => {
    const dir = tree({
      'leads/index.ts': "import { notify } from '../notifications';\nexport const lead = notify;\n",
      'notifications/index.ts': "import { sla } from '../sla';\nexport const notify = sla;\n",
      'sla/index.ts': "import { lead } from '../leads';\nexport const sla = lead;\n",
      'reports/index.ts': "import { lead } from '../leads';\nexport const report = lead;\n",
    });
    dirs.push(dir);
    const messages = lint(dir, 'sla/index.ts');
    expect(messages.map((m) => m.ruleId)).toEqual(['feature-boundaries/no-cycle']);
    expect(messages[0]!.message).toContain('sla -> leads -> notifications -> sla');
    // reports only depends on the loop: no cycle through it.
    expect(lint(dir, 'reports/index.ts')).toEqual([]);
  });

  it('accepts a graph without cycles (one direction, type imports counted)', () => {
    const dir = tree({
      'leads/index.ts': 'export const lead = 1;\n',
      'notifications/index.ts': "import type { Lead } from '../leads';\nexport type N = Lead;\n",
      'sla/index.ts': "import { lead } from '../leads';\nimport type { N } from '../notifications';\nexport const sla: N | number = lead;\n",
    });
    dirs.push(dir);
    expect(lint(dir, 'sla/index.ts')).toEqual([]);
    resetFeatureGraphs();
    const graph = featureGraph(dir);
    expect([...graph.get('sla')!].sort()).toEqual(['leads', 'notifications']);
    expect(pathBetween(graph, 'leads', 'sla')).toBeNull();
  });
});
