import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRIVACY_MSG } from '../../../shared/domain/privacyMessages';
import { dbId } from '../../../shared/schemas/primitives';
import { publicNoticeAnswer } from '../../../shared/schemas/privacy';
import { fileAnswer } from '../../../shared/schemas/wire';
import { agencies } from '../../db/tables/org';
import { notFound } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { and, eq } from 'drizzle-orm';
import { currentNotice, noticePath, purposesOf } from './privacyNotice';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The notice's text as paragraphs: the admin types plain text, blank lines separate paragraphs. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

const day = (d: Date) => d.toLocaleDateString('es-MX', { timeZone: 'America/Mexico_City', day: 'numeric', month: 'long', year: 'numeric' });

/** The integral notice as a page of its own: no script, no app shell, readable on a phone, printable. */
export function noticeHtml(agencyName: string, notice: { version: number; integralText: string; createdAt: Date }, purposes: { name: string; necessary: boolean }[]): string {
  const list = (necessary: boolean) =>
    purposes
      .filter((p) => p.necessary === necessary)
      .map((p) => `<li>${escapeHtml(p.name)}</li>`)
      .join('');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Aviso de privacidad · ${escapeHtml(agencyName)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;max-width:760px;margin:0 auto;padding:32px 20px;color:#1f1f1f;line-height:1.6}
h1{font-size:1.6rem;margin-bottom:4px}.meta{color:#666;margin-top:0}h2{font-size:1.15rem;margin-top:28px}</style></head>
<body><main>
<h1>Aviso de privacidad integral</h1>
<p class="meta">${escapeHtml(agencyName)} · versión ${notice.version}, vigente desde el ${escapeHtml(day(notice.createdAt))}</p>
${paragraphs(notice.integralText)}
<h2>Finalidades necesarias</h2><ul>${list(true)}</ul>
<h2>Finalidades voluntarias</h2><p>Puede negarse a ellas o retirar su consentimiento en cualquier momento sin que eso afecte la atención de su solicitud.</p><ul>${list(false)}</ul>
</main></body></html>`;
}

/**
 * The public face of the notice (issue 54): the integral notice as a page at /aviso-de-privacidad/{agency}
 * (the agency's id or slug), and GET /api/public/privacy-notice/{agencyId} for the public forms (the
 * simplified text, the link, the voluntary purposes to tick and the version they accept).
 */
export async function noticePageRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  typed(app).get(
    '/aviso-de-privacidad/:agency',
    { exposeHeadRoute: true, config: { public: true }, schema: { params: z.object({ agency: z.string().max(80) }), response: { 200: fileAnswer, 404: fileAnswer } } },
    async (request, reply) => {
      const key = request.params.agency;
      const [agency] = await db
        .select({ id: agencies.id, name: agencies.name })
        .from(agencies)
        .where(and(/^\d{1,9}$/.test(key) ? eq(agencies.id, Number(key)) : eq(agencies.slug, key), eq(agencies.active, true)));
      const notice = agency && (await currentNotice(db, agency.id));
      if (!agency || !notice) {
        return reply.status(404).type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'").send(`<!doctype html><html lang="es"><meta charset="utf-8"><title>Aviso de privacidad</title><p>${escapeHtml(agency ? PRIVACY_MSG.noticeMissing : PRIVACY_MSG.agencyNotFound)}</p></html>`);
      }
      const purposes = await purposesOf(db, agency.id, true);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=300')
        .send(noticeHtml(agency.name, notice, purposes));
    },
  );
}

/** GET /api/public/privacy-notice/{agencyId}: what a public form shows and sends back (registered under /api/public). */
export async function publicNoticeRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  typed(app).get(
    '/privacy-notice/:agencyId',
    { config: { public: true }, schema: { params: z.object({ agencyId: dbId }), response: { 200: publicNoticeAnswer } } },
    async (request) => {
      const [agency] = await db
        .select({ id: agencies.id, name: agencies.name })
        .from(agencies)
        .where(and(eq(agencies.id, request.params.agencyId), eq(agencies.active, true)));
      if (!agency) throw notFound(PRIVACY_MSG.agencyNotFound);
      const notice = await currentNotice(db, agency.id);
      if (!notice) throw notFound(PRIVACY_MSG.noticeMissing);
      const purposes = await purposesOf(db, agency.id, true);
      return {
        data: {
          agencyId: agency.id,
          agencyName: agency.name,
          version: notice.version,
          simplifiedText: notice.simplifiedText,
          url: `${config.publicUrl}${noticePath(agency.id)}`,
          voluntaryPurposes: purposes.filter((p) => !p.necessary).map((p) => ({ id: p.id, name: p.name })),
        },
      };
    },
  );
}
