import { describe, expect, it } from 'vitest';
import { parseAdf } from './features/leadsIo/adf/adfParse';
import { xmlLimitProblem } from './features/leadsIo/adf/xmlLimits';
import { importBytes, normHeader, readImportFile } from './features/leadsIo/import/importFile';
import { parsePaletteQuery } from './lib/search/paletteQuery';
import { isPlainPhone, safeText } from './lib/listExport/safeCell';
import { decodeDataUrl } from './lib/uploadedFile';
import { matchesRoute } from './web/modulePreloads';
import { EMAIL_PATTERN } from '../shared/domain/emailPattern';
import { isValidVisitEmail } from '../shared/domain/floorVisitRules';
import { normalizeEmail } from '../shared/domain/normalizeEmail';
import { normalizePhoneMx } from '../shared/domain/normalizePhoneMx';
import { nameWords, personNameKeys } from '../shared/domain/normalizePersonName';
import { comparableText, slugify } from '../shared/domain/comparableText';
import { distinctShortNames, shortPersonName } from '../shared/domain/shortName';
import { canOpenPath, menuItemOfPath } from '../shared/domain/screenAccess';
import { isAllowedExternalUrl } from '../shared/domain/externalUrls';
import { trimTrailing } from '../shared/domain/trimTrailing';
import { normalizePairingCode } from '../shared/schemas/waitingListDisplay';
import { isValidEmail } from '../shared/schemas/leadPayloads';

/**
 * Issue 51: every function that runs a regular expression or a parser on what someone sends (XML,
 * CSV, names, phones, e-mails, search terms, headers, URLs, data URLs) gets 1 MB shaped to make a
 * backtracking pattern retry: long runs of the characters two quantifiers both accept, followed by
 * a character that makes the match fail. A linear function answers in milliseconds; the quadratic
 * attribute scan this replaces took more than 8 minutes on the first case. What is judged is the
 * process's CPU time (not the wall clock: on a machine shared with other jobs a linear function
 * waits for a core), the best of up to three runs (a run under the limit ends the trial).
 */
const MB = 1024 * 1024;
const run = (c: string, n = MB) => c.repeat(Math.ceil(n / c.length)).slice(0, n);
// Linear work on 1 MB takes tens of milliseconds; a super-linear one takes seconds to minutes. The
// margin keeps a loaded CI machine from failing a linear function.
const LIMIT_MS = 1000;

/** Milliseconds of CPU this process spent since `from`. */
const cpuMs = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from);
  return (used.user + used.system) / 1000;
};

function bestOfThree(fn: () => unknown, limit = LIMIT_MS): number {
  let best = Infinity;
  for (let i = 0; i < 3 && best >= limit; i++) {
    const started = process.cpuUsage();
    try {
      const out = fn();
      if (out instanceof Promise) throw new Error('use the async helper');
    } catch (error) {
      if (error instanceof Error && error.message === 'use the async helper') throw error;
      // A refusal is a fine answer: only the time is judged here.
    }
    best = Math.min(best, cpuMs(started));
  }
  return best;
}

async function bestOfThreeAsync(fn: () => Promise<unknown>, limit: number): Promise<number> {
  let best = Infinity;
  for (let i = 0; i < 3 && best >= limit; i++) {
    const started = process.cpuUsage();
    await fn().catch(() => undefined);
    best = Math.min(best, cpuMs(started));
  }
  return best;
}

const adf = (inner: string) => `<?xml version="1.0"?><adf>${inner}</adf>`;
const XML: Record<string, string> = {
  'one long attribute value': adf(`<prospect a="${run('x')}"></prospect>`),
  'an attribute value never closed': adf(`<prospect a="${run('x')}`),
  'an unquoted value': adf(`<prospect a=${run('x')}>`),
  'one long attribute name': adf(`<prospect ${run('x')}="1"></prospect>`),
  'a run of spaces in a tag': adf(`<prospect${run(' ')}x`),
  "a run of '='": adf(`<prospect a${run('=')}`),
  "a run of '<'": run('<'),
  'tags never closed': run('<a '),
  'comments never closed': run('<!--'),
  'prefixes without a name': adf(`<p ${run('a:')}`),
  'deep nesting': adf(run('<a>')),
  'a long text of entities': adf(`<prospect><comments>${run('&amp;')}</comments></prospect>`),
  "a run of '<!DOCTYP'": run('<!DOCTYP'),
};

const TEXTS: Record<string, string> = {
  spaces: `${run(' ')}x`,
  dots: `a@${run('.')} `,
  slashes: `${run('/')}a`,
  digits: `${run('1')}a`,
  'digits and spaces': `${run('1 ')}x`,
  'at signs': run('@.'),
  hashes: `#${run(' ')}1x`,
  'extension marks': `55${run(' x1')} a`,
  dashes: run('- '),
  tabs: `${run('\t')}=`,
  'data URL parameters': `data:${run(';a')}`,
  accents: run('é '),
};

// The wall clock may run long on a loaded machine: only the CPU time is judged, so no test times out on it.
describe('hostile input: 1 MB answers within 1 s of CPU (issue 51)', { timeout: 120_000 }, () => {
  it.each(Object.entries(XML))('xmlLimitProblem and parseAdf: %s', (_name, xml) => {
    expect(bestOfThree(() => xmlLimitProblem(xml))).toBeLessThan(LIMIT_MS);
    // The whole read (DOCTYPE check, caps, validator, parser): refused or read, in bounded time.
    expect(bestOfThree(() => parseAdf(xml), LIMIT_MS * 2)).toBeLessThan(LIMIT_MS * 2);
  });

  const TEXT_FUNCTIONS: Record<string, (s: string) => unknown> = {
    EMAIL_PATTERN: (s) => EMAIL_PATTERN.test(s),
    isValidVisitEmail,
    isValidEmail,
    normalizeEmail,
    normalizePhoneMx,
    parsePaletteQuery,
    normHeader,
    nameWords,
    personNameKeys,
    comparableText,
    slugify,
    shortPersonName: (s) => shortPersonName(s, s),
    distinctShortNames: (s) => distinctShortNames([{ firstName: s, lastName: s }, { firstName: s, lastName: `${s}x` }]),
    matchesRoute: (s) => matchesRoute('/sells/leads/:leadId', s),
    menuItemOfPath,
    canOpenPath: (s) => canOpenPath('admin', s),
    isAllowedExternalUrl,
    trimTrailing: (s) => trimTrailing(s, '/'),
    normalizePairingCode,
    safeText,
    isPlainPhone,
    importBytes,
    decodeDataUrl: (s) => decodeDataUrl(s, ['image/png']),
  };

  for (const [fnName, fn] of Object.entries(TEXT_FUNCTIONS)) {
    it.each(Object.keys(TEXTS))(`${fnName}: %s`, (shape) => {
      const text = TEXTS[shape]!;
      expect(bestOfThree(() => fn(text))).toBeLessThan(LIMIT_MS);
    });
  }

  const CSV: Record<string, string> = {
    'a quoted field never closed': `Nombre;Teléfono\n"${run('x')}`,
    'a run of separators': `Nombre;Teléfono\n${run(';')}`,
    'a run of quotes': `Nombre,Teléfono\n${run('"')}`,
    'a long header': `${run('Nombre ')}\nAna`,
    'a run of line breaks': `Nombre;Teléfono\n${run('\r')}Ana`,
  };
  it.each(Object.entries(CSV))('readImportFile (.csv): %s', async (_name, csv) => {
    const bytes = Buffer.from(csv);
    expect(await bestOfThreeAsync(() => readImportFile(bytes, true), LIMIT_MS * 5)).toBeLessThan(LIMIT_MS * 5);
  });

  it('the measure can fail: the attribute pattern this issue removed takes over the limit on 96 KB', () => {
    // Not on 1 MB: it would take minutes (0.5 s of CPU at 32 KB here, quadratic: about 4.5 s at 96 KB). One run.
    const OLD_ATTR_NAME = /([^\s=/]+)\s*=/g;
    const rest = ` a="${run('x', 96 * 1024)}"`;
    const started = process.cpuUsage();
    OLD_ATTR_NAME.lastIndex = 0;
    while (OLD_ATTR_NAME.exec(rest));
    expect(cpuMs(started)).toBeGreaterThan(LIMIT_MS);
  });
});
