import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 41: a feature never reads another feature's tables — it calls the owner's door. ESLint's
 * door-only rule stops imports of another feature's inner files; this catches what an import rule
 * cannot see: a table object reached through `db/schema` (or another feature's `tables.ts`) and raw
 * SQL naming another feature's table. Seeds (demo data) and `tables.ts` foreign keys are exempt.
 */
const root = path.dirname(new URL(import.meta.url).pathname);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

const featureOf = (file: string): string => path.relative(root, file).split(path.sep)[0]!;
const isTableFile = (file: string): boolean => /(^|\/)\w*[tT]ables\.ts$/.test(file);
const all = filesOf(root).filter((f) => path.dirname(f) !== root);

/** Every table, by its drizzle export name and its SQL name, mapped to the feature that declares it. */
const byExport = new Map<string, string>();
const bySqlName = new Map<string, string>();
for (const file of all.filter(isTableFile)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*'(\w+)'/g)) {
    byExport.set(m[1]!, featureOf(file));
    bySqlName.set(m[2]!, featureOf(file));
  }
}

const checked = all.filter((f) => !f.endsWith('.test.ts') && !isTableFile(f) && !path.basename(f).startsWith('seed'));

function foreignReads(file: string, text = readFileSync(file, 'utf8')): string[] {
  const own = featureOf(file);
  const found: string[] = [];
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']*)'/g)) {
    if (!/db\/schema$|[tT]ables$/.test(m[2]!)) continue;
    for (const name of m[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!)) {
      const owner = byExport.get(name);
      if (owner && owner !== own) found.push(`${name} (${owner})`);
    }
  }
  for (const m of text.matchAll(/\b(?:FROM|JOIN|UPDATE|INTO)\s+"?(\w+)"?/g)) {
    const owner = bySqlName.get(m[1]!);
    if (owner && owner !== own) found.push(`${m[1]} (${owner})`);
  }
  return [...new Set(found)].map((t) => `${path.relative(root, file)}: ${t}`);
}

describe("features read only their own tables", () => {
  it('knows the tables of the features', () => {
    expect(byExport.get('leads')).toBe('leads');
    expect(bySqlName.get('appointments')).toBe('appointments');
    expect(bySqlName.size).toBeGreaterThan(40);
  });

  it('finds a foreign read where there is one (the check itself works)', () => {
    const probe = path.join(root, 'appointments', 'probe.ts');
    const text = "import { leads, appointments } from '../../db/schema';\nsql`SELECT 1 FROM lead_phones p JOIN appointments a ON true`;";
    expect(foreignReads(probe, text)).toEqual(['appointments/probe.ts: leads (leads)', 'appointments/probe.ts: lead_phones (leads)']);
  });

  it("no feature imports or names another feature's table", () => {
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.flatMap((f) => foreignReads(f))).toEqual([]);
  });
});
