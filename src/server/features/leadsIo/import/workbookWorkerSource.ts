/**
 * The workbook reader's worker (readWorkbook.ts), as the source of a `new Worker(…, { eval: true })`:
 * one text that runs the same in the three ways the server runs (TypeScript through tsx, the esbuild
 * bundle, Electron's API child) with no separate entry file to ship and find. Plain CommonJS, no
 * outside names but `workerData`'s: `require` resolves exceljs by the absolute path the parent gives.
 *
 * Order of work, each step bounded by IMPORT_LIMITS before the next may cost anything:
 *  1. the zip's central directory: entry count, no zip64;
 *  2. every part inflated with `maxOutputLength` = what is left of the unzipped budget, so a part
 *     that lies about its size (a zip bomb) stops at the budget instead of filling memory;
 *  3. the parts' XML scanned as text: shared-string count and length, each sheet's rows, columns and
 *     inline-string length, refusing at the first limit crossed, naming it;
 *  4. only then exceljs reads the (now bounded) workbook and the first sheet with data becomes a grid.
 */
export const WORKBOOK_WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const zlib = require('node:zlib');
const L = workerData.limits;

class Refused extends Error {
  constructor(code, detail) { super(code); this.code = code; this.detail = detail; }
}

function centralDirectory(buf) {
  const min = Math.max(0, buf.length - 65557);
  let eocd = -1;
  for (let p = buf.length - 22; p >= min; p--) {
    if (buf.readUInt32LE(p) === 0x06054b50) { eocd = p; break; }
  }
  if (eocd < 0) throw new Refused('unreadable');
  const count = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) throw new Refused('unreadable');
  if (count > L.zipEntries) throw new Refused('tooManyEntries');
  const entries = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new Refused('unreadable');
    const method = buf.readUInt16LE(p + 10);
    const compressed = buf.readUInt32LE(p + 20);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    entries.push({ name, method, compressed, local });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateAll(buf, entries) {
  let left = L.unzippedBytes;
  const parts = new Map();
  for (const e of entries) {
    if (e.local + 30 > buf.length || buf.readUInt32LE(e.local) !== 0x04034b50) throw new Refused('unreadable');
    const start = e.local + 30 + buf.readUInt16LE(e.local + 26) + buf.readUInt16LE(e.local + 28);
    const data = buf.subarray(start, start + e.compressed);
    let out;
    if (e.method === 0) out = data;
    else if (e.method === 8) {
      try {
        out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, left + 1) });
      } catch (error) {
        if (error && (error.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)) throw new Refused('unzippedTooLarge');
        throw new Refused('unreadable');
      }
    } else throw new Refused('unreadable');
    left -= out.length;
    if (left < 0) throw new Refused('unzippedTooLarge');
    if (/\.xml$/i.test(e.name)) parts.set(e.name, out);
  }
  return parts;
}

function textLength(xml) {
  let n = 0;
  const t = /<t(?:\s[^>]*)?>([^<]*)<\/t>/g;
  let m;
  while ((m = t.exec(xml))) n += m[1].length;
  return n;
}

function columnIndex(letters) {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

function scan(parts) {
  const shared = parts.get('xl/sharedStrings.xml');
  if (shared) {
    const xml = shared.toString('utf8');
    const si = /<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g;
    let count = 0;
    let m;
    while ((m = si.exec(xml))) {
      if (++count > L.sharedStrings) throw new Refused('tooManySharedStrings');
      if (m[1] && m[1].length > L.cellChars && textLength(m[1]) > L.cellChars) throw new Refused('cellTooLong');
    }
  }
  for (const [name, part] of parts) {
    if (!/^xl\/worksheets\/sheet\d+\.xml$/i.test(name)) continue;
    const xml = part.toString('utf8');
    const row = /<row\b[^>]*?(\/?)>/g;
    let rows = 0;
    let m;
    while ((m = row.exec(xml))) {
      if (++rows > L.sheetRows) throw new Refused('tooManyRows');
      if (m[1] === '/') continue;
      const end = xml.indexOf('</row>', row.lastIndex);
      const body = xml.slice(row.lastIndex, end < 0 ? xml.length : end);
      const cell = /<c\b([^>]*?)(\/?)>/g;
      let cells = 0;
      let c;
      while ((c = cell.exec(body))) {
        const ref = /\br="([A-Z]{1,3})(\d+)"/.exec(c[1]);
        cells = ref ? Math.max(cells + 1, columnIndex(ref[1])) : cells + 1;
        if (cells > L.columns) throw new Refused('tooManyColumns');
        if (c[2] === '/') continue;
        const close = body.indexOf('</c>', cell.lastIndex);
        const inner = body.slice(cell.lastIndex, close < 0 ? body.length : close);
        if (inner.length > L.cellChars) {
          const v = /<v>([^<]*)<\/v>/.exec(inner);
          const length = v ? v[1].length : textLength(inner);
          if (length > L.cellChars) throw new Refused('cellTooLong', ref ? 'La celda ' + ref[1] + ref[2] : '');
        }
      }
      if (end >= 0) row.lastIndex = end;
    }
  }
}

function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if (Array.isArray(value.richText)) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result);
    if ('text' in value) return cellText(value.text);
  }
  return '';
}

async function read() {
  const buf = Buffer.from(workerData.bytes.buffer, workerData.bytes.byteOffset, workerData.bytes.byteLength);
  scan(inflateAll(buf, centralDirectory(buf)));
  const ExcelJS = require(workerData.excelPath);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf);
  } catch {
    throw new Refused('unreadable');
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw new Refused('empty');
  const out = [];
  sheet.eachRow({ includeEmpty: true }, (row, n) => {
    const values = row.values;
    const cells = [];
    for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]));
    out[n - 1] = cells;
  });
  for (let i = 0; i < out.length; i++) out[i] = out[i] || [];
  return out;
}

read().then(
  (grid) => parentPort.postMessage({ grid }),
  (error) => parentPort.postMessage({ refused: error instanceof Refused ? error.code : 'unreadable', detail: error && error.detail }),
);
`;
