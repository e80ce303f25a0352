// Prints the renderer's calls still written with a path string and a hand-written answer type
// (issue 52: they go to 0 as features move to src/shared/contracts): the count, then file:line.
//   npx tsx scripts/untypedCalls.mts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isScanned, untypedCallsIn, type UntypedCall } from './untypedCallScan';

// `| head` closes the pipe early: stop quietly.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const root = path.resolve(import.meta.dirname, '..');
const files = readdirSync(path.join(root, 'src/renderer/src'), { recursive: true, encoding: 'utf8' })
  .map((f) => path.posix.join('src/renderer/src', f.split(path.sep).join('/')))
  .filter(isScanned)
  .sort();

const calls: UntypedCall[] = files.flatMap((file) => untypedCallsIn(file, readFileSync(path.join(root, file), 'utf8')));
const byFile = new Map<string, number>();
for (const c of calls) byFile.set(c.file, (byFile.get(c.file) ?? 0) + 1);

console.log(`${calls.length} untyped calls in ${byFile.size} files`);
for (const [file, count] of [...byFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) console.log(`${String(count).padStart(4)}  ${file}`);
console.log('');
for (const c of calls) console.log(`${c.file}:${c.line}: ${c.text}`);
