#!/usr/bin/env node
/**
 * The bundle budget: gzip-size JavaScript a screen needs before it can show, read statically from
 * the browser build's manifest (out/web/.vite/manifest.json; run `npm run build:web` first).
 * A path is the page's entry, then the chunks it imports on the way (static imports followed
 * transitively). Exits 1 with a message naming the biggest files when a path is over budget.
 * Fast (no browser): `npm run test:e2e` runs it right after the build, before Playwright.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = path.resolve(process.env.BUDGET_DIR ?? 'out/web');
const MANIFEST = path.join(OUT, '.vite/manifest.json');

/**
 * KB of gzip JS (level 9), per path. Raise one only with a reason in the commit.
 * Issue 15: at most 400 KB before the leads list's first row, and a light sign-in entry
 * (docs/performance-web.md, "The budget").
 */
export const BUDGETS = [
  { name: 'sign-in form', budgetKB: 200, chain: ['index.html', 'src/login/loginEntry.tsx'] },
  { name: 'leads list first row', budgetKB: 400, chain: ['index.html', 'src/app/appEntry.tsx', 'src/modules/leads/list/LeadsListPage.tsx'] },
];

function gzipKB(file) {
  const full = path.join(OUT, file);
  const gz = `${full}.gz`;
  const bytes = fs.existsSync(gz) ? fs.statSync(gz).size : gzipSync(fs.readFileSync(full), { level: 9 }).length;
  return bytes / 1024;
}

/** Every JS file a chain of manifest entries loads: each entry with its static imports, transitively. */
export function filesOf(manifest, chain) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not in the build's manifest: update scripts/checkBundleBudget.mjs`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of chain) visit(key);
  return [...files].filter((f) => f.endsWith('.js'));
}

function main() {
  if (!fs.existsSync(MANIFEST)) {
    console.error(`Bundle budget: no build at ${OUT} (run \`npm run build:web\` first).`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  let failed = false;
  for (const { name, budgetKB, chain } of BUDGETS) {
    const sized = filesOf(manifest, chain)
      .map((file) => ({ file, kb: gzipKB(file) }))
      .sort((a, b) => b.kb - a.kb);
    const total = sized.reduce((sum, f) => sum + f.kb, 0);
    const line = `${name}: ${total.toFixed(1)} KB gzip JS in ${sized.length} files (budget ${budgetKB} KB)`;
    if (total <= budgetKB) {
      console.log(`✓ ${line}`);
      continue;
    }
    failed = true;
    console.error(`✗ Bundle budget exceeded — ${line}.`);
    console.error('  Largest files on that path:');
    for (const f of sized.slice(0, 8)) console.error(`    ${f.kb.toFixed(1).padStart(7)} KB  ${f.file}`);
    console.error(
      '  Load what the first view does not need when it is used: a screen through screen() in routeTable.tsx,\n' +
        '  a dialog through lazyDialog() (src/renderer/src/ui/lazyDialog.tsx), a library through import().\n' +
        '  See docs/performance-web.md.',
    );
  }
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
