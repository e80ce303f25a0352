import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import { EXPORT_CONTENT_TYPES, EXPORT_ROWS_HEADER, EXPORT_SKIPPED_HEADER, exportFileName, type ExportFormat } from '../../../../shared/domain/exportFiles';
import { exportFormatSchema } from '../../../../shared/schemas/listExport';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/httpError';
import { maskForRole } from '../../leads';
import { localDayOf, type ListExport } from './exportColumns';
import { loadRowWriter } from './exportWriters';
import { withExactTotal, withKnownTotal } from '../../../lib/list/knownTotal';
import { recordAccess } from '../../../lib/accessLog/accessLogWriter';
import { PRIVACY_FORM_MSG, PRIVACY_MSG } from '../../../../shared/domain/privacyMessages';

/**
 * Rows asked of the list's own handler per round: large enough to be few queries (a list pages by
 * OFFSET, so each round walks the rows before it: 47,829 duplicate pairs were 48 rounds at 1,000),
 * small enough to keep memory flat (a few MB of rows).
 */
export const EXPORT_PAGE_SIZE = 5000;
/** Rows rendered between two turns of the event loop. */
const WRITE_SLICE = 250;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Answer = { data?: unknown; total?: unknown; pages?: unknown };
type Obj = Record<string, unknown>;

export type { ListExport };

/** A query parameter of the call, from its parsed query or, for a list whose query schema could not be extended, from the address. */
function queryParam(request: FastifyRequest, name: string): unknown {
  const q = request.query as Obj | undefined;
  const raw = q && typeof q === 'object' ? q[name] : undefined;
  if (raw !== undefined) return raw;
  const search = request.raw.url?.split('?')[1];
  return search ? (new URLSearchParams(search).get(name) ?? undefined) : undefined;
}


/** What an export is for: `purpose=marketing` makes it a campaign list, only people who consented to marketing. */
const purposeSchema = z.enum(['marketing'], { error: () => PRIVACY_FORM_MSG.badPurpose });

/** Options of the export: privacy's filter of a campaign export (app.ts passes it; leadsIo does not know privacy). */
export interface ListExportOptions {
  /** The ids among `ids` (a page of retail leads) whose person consented to marketing. */
  marketingConsent?: (ids: readonly number[]) => Promise<Set<number>>;
}

function formatOf(request: FastifyRequest): ExportFormat | undefined {
  const raw = queryParam(request, 'format');
  if (raw === undefined || raw === '') return undefined;
  const parsed = exportFormatSchema.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  return parsed.data;
}

const waitDrained = (out: PassThrough) =>
  out.writableNeedDrain && !out.destroyed ? new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  }) : Promise.resolve();

/**
 * THE export of every list (issue 29): a list route named in `exports` answers a file when its own
 * call carries `format=xlsx|csv`. Its own handler is run page after page with the same query, so
 * the permission, the agency, the record rule (an adviser's own leads), the filters and the sort are
 * exactly the JSON answer's; each page goes through the subasta contact mask, is rendered with the
 * list's columns and is written to the response stream before the next is read, so memory stays flat
 * whatever the size. Install before the routes are registered (an onRoute hook).
 */
export function installListExport(app: FastifyInstance, db: Db, exports: Readonly<Record<string, ListExport>>, options: ListExportOptions = {}): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const entry = methods.includes('GET') ? exports[route.url] : undefined;
    if (!entry) return;
    const qs = (route.schema as { querystring?: unknown } | undefined)?.querystring;
    if (qs instanceof z.ZodObject) {
      route.schema = { ...route.schema, querystring: qs.extend({ format: exportFormatSchema.optional(), ...(entry.consentSubject ? { purpose: purposeSchema.optional() } : {}) }) };
    }
    const original = route.handler as RouteHandlerMethod;
    route.handler = async function exportOrList(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
      const format = formatOf(request);
      if (!format) {
        // `purpose` belongs to the export; the list's own JSON answer never takes it.
        if (entry.consentSubject && (request.query as Obj | undefined)?.purpose !== undefined) delete (request.query as Obj).purpose;
        return original.call(this, request, reply);
      }
      return exportList.call(this, { request, reply, format, entry, original });
    } as RouteHandlerMethod;
  });

  async function exportList(
    this: FastifyInstance,
    { request, reply, format, entry, original }: { request: FastifyRequest; reply: FastifyReply; format: ExportFormat; entry: ListExport; original: RouteHandlerMethod },
  ) {
    const { format: _format, purpose: rawPurpose, ...base } = (request.query ?? {}) as Obj;
    const purposeRaw = rawPurpose ?? queryParam(request, 'purpose');
    let consentFilter: ((ids: readonly number[]) => Promise<Set<number>>) | undefined;
    if (purposeRaw !== undefined && purposeRaw !== '') {
      const purpose = purposeSchema.safeParse(purposeRaw);
      if (!purpose.success) throw badRequest(purpose.error.issues[0]?.message);
      if (!entry.consentSubject || !options.marketingConsent) throw badRequest(PRIVACY_MSG.notCampaignList);
      consentFilter = options.marketingConsent;
    }
    let knownTotal: number | undefined;
    const pageOf = async (page: number, countOnly = false) => {
      // A caller whose list is answered whole (no page) exports that one answer.
      const whole = !!request.caller && entry.wholeFor?.(request.caller.role) === true;
      const query = whole ? { ...base } : { ...base, page, limit: EXPORT_PAGE_SIZE };
      // After the first page the list's total is known: the pages that follow do not count again.
      // The first page counts every row (the list kit's count otherwise stops at its cap).
      request.query = knownTotal === undefined ? withExactTotal(query) : withKnownTotal(query, knownTotal);
      const answer = (await original.call(this, request, reply)) as Answer;
      let rows = (entry.spec.rowsOf ? entry.spec.rowsOf(answer) : Array.isArray(answer?.data) ? answer.data : []) as Obj[];
      const pages = typeof answer?.pages === 'number' ? answer.pages : 1;
      const total = typeof answer?.total === 'number' ? answer.total : rows.length;
      knownTotal ??= typeof answer?.total === 'number' ? answer.total : undefined;
      let skipped = 0;
      if (consentFilter && rows.length) {
        // A campaign list: only the people whose latest answer to marketing is a consent (privacy, issue 54).
        const allowed = await consentFilter(rows.map((r) => r.id as number));
        const kept = rows.filter((r) => allowed.has(r.id as number));
        skipped = rows.length - kept.length;
        rows = kept;
      }
      if (countOnly) return { rows, pages, total, skipped };
      if (entry.enrich && rows.length) rows = await entry.enrich(db, rows);
      const caller = request.caller;
      if (caller) rows = await maskForRole(db, caller.role, rows);
      return { rows, pages, total, skipped };
    };
    // A campaign export says how many it left out before its first byte: a first pass counts them
    // page by page (ids and the consent look-up only, nothing kept), then the file is written.
    let campaign: { kept: number; skipped: number } | undefined;
    if (consentFilter) {
      campaign = { kept: 0, skipped: 0 };
      for (let page = 1; ; page++) {
        const next = await pageOf(page, true);
        campaign.kept += next.rows.length;
        campaign.skipped += next.skipped;
        if (page >= next.pages || next.rows.length + next.skipped === 0) break;
      }
    }
    // The first page before any byte is sent: a refused role or a bad filter still answers its 4xx.
    // The format's library loads meanwhile (the first .xlsx of a process waited for both in turn).
    const [first, open] = await Promise.all([pageOf(1), loadRowWriter(format)]);
    const out = new PassThrough();
    const writer = open(out, entry.spec.sheet, entry.spec.columns);
    // Rows go to the writer in slices with a turn of the event loop between them: the file's first
    // bytes (the zip's first entries, the CSV's header) leave while the first page is rendered, and
    // other requests are not held up behind a whole page.
    let written = 0;
    const write = async (rows: Obj[]) => {
      written += rows.length;
      for (let i = 0; i < rows.length && !out.destroyed; i += WRITE_SLICE) {
        await yieldTurn();
        for (const row of rows.slice(i, i + WRITE_SLICE)) writer.add(entry.spec.columns.map((c) => c.value(row)));
      }
    };
    const produce = async () => {
      await write(first.rows);
      for (let page = 2; page <= first.pages && !out.destroyed; page++) {
        await waitDrained(out);
        const next = await pageOf(page);
        if (next.rows.length + next.skipped === 0) break;
        await write(next.rows);
      }
      await writer.end();
    };
    produce()
      .catch((error: unknown) => {
        request.log.error(error, 'export failed mid-stream');
        out.destroy(error instanceof Error ? error : new Error(String(error)));
      })
      // Who exported which list with how many rows (issue 54): the rows actually written, even of a cut download.
      .finally(() => recordAccess(request, { action: 'export', target: `${request.routeOptions.url}${consentFilter ? ' (campaña)' : ''} · ${format}`, rows: written }));
    const name = exportFileName(entry.spec.fileBase, localDayOf(new Date()), format);
    return reply
      .header('content-type', EXPORT_CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .header(EXPORT_ROWS_HEADER, String(campaign ? campaign.kept : first.total))
      .header(EXPORT_SKIPPED_HEADER, String(campaign?.skipped ?? 0))
      .header('access-control-expose-headers', `content-disposition, ${EXPORT_ROWS_HEADER}, ${EXPORT_SKIPPED_HEADER}`)
      .send(out);
  }
}
