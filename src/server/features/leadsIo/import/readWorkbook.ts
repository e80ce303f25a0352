import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { IMPORT_MSG } from '../../../../shared/schemas/dataImport';
import { IMPORT_LIMIT_MSG, IMPORT_LIMITS } from '../../../../shared/schemas/importLimits';
import { badRequest } from '../../../lib/httpError';
import { WORKBOOK_WORKER_SOURCE } from './workbookWorkerSource';

type Refusal = keyof typeof IMPORT_LIMIT_MSG | 'unreadable' | 'empty' | 'tooManyRows';

function messageOf(code: Refusal, detail?: string): string {
  switch (code) {
    case 'unreadable':
      return IMPORT_MSG.unreadable;
    case 'empty':
      return IMPORT_MSG.empty;
    case 'tooManyRows':
      return IMPORT_MSG.tooManyRows;
    case 'cellTooLong':
      return IMPORT_LIMIT_MSG.cellTooLong(detail || 'Una celda');
    default:
      return IMPORT_LIMIT_MSG[code] ?? IMPORT_MSG.unreadable;
  }
}

let excelPath: string | undefined;

/**
 * An .xlsx read into a grid of cell texts in a worker thread (issue 42): the request's event loop —
 * in the desktop app, the API child's; on a server, every other request's — keeps answering while a
 * workbook is inflated and parsed, and the worker is held to IMPORT_LIMITS (unzipped bytes, parts,
 * rows, columns, cell length, shared strings: workbookWorkerSource.ts), to a heap of its own and to
 * IMPORT_LIMITS.readMs. Any limit crossed is a 400 naming it, never a 500 and never a stall.
 */
export function readWorkbookGrid(bytes: Buffer): Promise<string[][]> {
  excelPath ??= createRequire(import.meta.url).resolve('exceljs');
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const worker = new Worker(WORKBOOK_WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, excelPath, limits: IMPORT_LIMITS },
      // A workbook that needs more than this to read is refused, not allowed to grow the process.
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => settle(() => reject(badRequest(IMPORT_LIMIT_MSG.tooSlow))), IMPORT_LIMITS.readMs);
    worker.once('message', (answer: { grid?: string[][]; refused?: Refusal; detail?: string }) =>
      settle(() => (answer.grid ? resolve(answer.grid) : reject(badRequest(messageOf(answer.refused ?? 'unreadable', answer.detail))))),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() => reject(badRequest(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? IMPORT_LIMIT_MSG.tooBig : IMPORT_MSG.unreadable))),
    );
    worker.once('exit', () => settle(() => reject(badRequest(IMPORT_MSG.unreadable))));
  });
}
