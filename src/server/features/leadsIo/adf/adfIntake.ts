import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { dbId } from '../../../../shared/schemas/primitives';
import { INTAKE_FIELDS, intakeLeadSchema, type IntakeField } from '../../../../shared/schemas/leadIntake';
import { firstIssue } from '../../../../shared/schemas/schemaProblems';
import { adfResponses } from '../../../../shared/schemas/importResponses';
import { agencies } from '../../../db/tables/org';
import { badRequest, HttpError, notFound } from '../../../lib/httpError';
import { BODY_LIMIT } from '../../../lib/bodyLimits';
import { typed, type RouteDeps } from '../../../lib/zodApp';
import type { Db } from '../../../db/client';
import { z } from 'zod';
import { adfIntakes, agencyIntakeKeys } from '../tables';
import { intakeCatalog, matchOrigin, matchProduct, writeIntakeLeads, type IntakeCatalog, type ResolvedIntakeLead } from '../intakeLeads';
import { ADF_MSG, AdfError, parseAdf, type AdfProspect } from './adfParse';
import { isAdfKey } from './adfKeys';

/** An ADF document's size limit: a day of a portal's leads is a few hundred KB. */
export const ADF_BODY_LIMIT = BODY_LIMIT.adfDocument;
const FALLBACK_ORIGIN = 'sitio-web';

/** A prospect's catalogue match: the product of its vehicle and the origin of its provider; what did not match stays in the comments. */
export function resolveProspect(catalog: IntakeCatalog, p: AdfProspect, index: number): ResolvedIntakeLead {
  const parsed = intakeLeadSchema.safeParse(p.lead);
  if (!parsed.success) {
    const e = firstIssue(intakeLeadSchema, p.lead)!;
    const field = (e.field in INTAKE_FIELDS ? e.field : 'firstName') as IntakeField;
    throw badRequest(`Prospecto ${index + 1}: ${e.message} (${INTAKE_FIELDS[field]})`);
  }
  const product = matchProduct(catalog, p.vehicle.model, p.vehicle.make, p.vehicle.year);
  const origin = matchOrigin(catalog, p.provider) ?? matchOrigin(catalog, FALLBACK_ORIGIN) ?? catalog.origins[0];
  if (!origin) throw badRequest();
  const notes = [
    p.comments,
    !product && (p.vehicle.make || p.vehicle.model) ? `Vehículo solicitado: ${[p.vehicle.make, p.vehicle.model, p.vehicle.year].filter(Boolean).join(' ')} (no está en el catálogo)` : '',
    p.provider && !matchOrigin(catalog, p.provider) ? `Proveedor ADF: ${p.provider}` : '',
  ].filter(Boolean);
  return { lead: parsed.data, productId: product?.id ?? null, originId: origin.id, comments: notes.length ? notes.join('\n') : null };
}

/** Writes a document's prospects in one transaction; the same <id source> already taken is not repeated. */
export async function takeProspects(db: Db, agencyId: number, prospects: AdfProspect[], actorId: number | null) {
  const catalog = await intakeCatalog(db, agencyId);
  const resolved = prospects.map((p, i) => resolveProspect(catalog, p, i));
  return db.transaction(async (tx) => {
    const fresh: { p: AdfProspect; r: ResolvedIntakeLead; intakeId: number | null }[] = [];
    const repeated: { source: string; externalId: string; leadId: number | null }[] = [];
    for (const [i, p] of prospects.entries()) {
      if (!p.externalId) {
        fresh.push({ p, r: resolved[i]!, intakeId: null });
        continue;
      }
      const [taken] = await tx.insert(adfIntakes).values({ agencyId, source: p.source, externalId: p.externalId }).onConflictDoNothing().returning({ id: adfIntakes.id });
      if (taken) fresh.push({ p, r: resolved[i]!, intakeId: taken.id });
      else {
        const [old] = await tx
          .select({ leadId: adfIntakes.leadId })
          .from(adfIntakes)
          .where(and(eq(adfIntakes.agencyId, agencyId), eq(adfIntakes.source, p.source), eq(adfIntakes.externalId, p.externalId)));
        repeated.push({ source: p.source, externalId: p.externalId, leadId: old?.leadId ?? null });
      }
    }
    const written = await writeIntakeLeads(tx, agencyId, fresh.map((f) => f.r), actorId, { channel: 'adf' });
    for (const [i, f] of fresh.entries()) if (f.intakeId) await tx.update(adfIntakes).set({ leadId: written[i]!.id }).where(eq(adfIntakes.id, f.intakeId));
    // The same <id source> twice in one document: the repeat names the lead its first one made.
    for (const r of repeated) {
      if (r.leadId !== null) continue;
      const first = fresh.findIndex((f) => f.p.source === r.source && f.p.externalId === r.externalId);
      if (first >= 0) r.leadId = written[first]!.id;
    }
    return {
      created: fresh.map((f, i) => ({ leadId: written[i]!.id, source: f.p.source, externalId: f.p.externalId, duplicates: written[i]!.duplicates })),
      repeated,
    };
  });
}

/** The key after 'Bearer ', cut by position: /^Bearer\s+(.+)$/ let the spaces go to either part (issue 51). */
const bearer = (header: string | undefined) => {
  const value = header?.trim() ?? '';
  return /^bearer\s/i.test(value) ? value.slice('bearer'.length).trim() : '';
};

/**
 * POST /api/public/adf/{agencyId}: an ADF 1.0 document (one or more <prospect>) from a portal or the
 * brand, authenticated by the agency's secret as a bearer token. Each prospect becomes a retail lead
 * of the agency through the same path as a typed one (assignment rule, duplicates, counters). The
 * agency and key are checked before the body is read as XML; any refusal creates nothing.
 */
export async function adfIntakeRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  app.addContentTypeParser(['application/xml', 'text/xml', 'application/adf+xml'], { parseAs: 'string', bodyLimit: ADF_BODY_LIMIT }, (_req, body, done) => done(null, body));
  typed(app).post(
    '/adf/:agencyId',
    {
      bodyLimit: ADF_BODY_LIMIT,
      config: { public: true, rawDocument: true },
      schema: {
        // For the published contract: the body is XML, not JSON.
        consumes: ['application/xml', 'text/xml', 'application/adf+xml'],
        params: z.object({ agencyId: dbId.meta({ description: 'La agencia que recibe los prospectos (su pantalla muestra esta dirección con su clave).' }) }),
        body: z
          .string({ error: () => ADF_MSG.notXml })
          .max(ADF_BODY_LIMIT)
          .meta({ description: 'Un documento ADF 1.0 (application/xml, text/xml o application/adf+xml) con uno o más elementos «prospect»; la clave ADF de la agencia va como Authorization: Bearer.' }),
        response: adfResponses.intake,
      },
    },
    async (request, reply) => {
      const { agencyId } = request.params;
      const [agency] = await db
        .select({ id: agencies.id, secretHash: agencyIntakeKeys.secretHash })
        .from(agencies)
        .leftJoin(agencyIntakeKeys, eq(agencyIntakeKeys.agencyId, agencies.id))
        .where(and(eq(agencies.id, agencyId), eq(agencies.active, true)));
      if (!agency) throw notFound(ADF_MSG.unknownAgency);
      if (!agency.secretHash || !isAdfKey(bearer(request.headers.authorization), agency.secretHash)) throw new HttpError(401, ADF_MSG.badSecret);
      let prospects: AdfProspect[];
      try {
        prospects = parseAdf(request.body);
      } catch (error) {
        if (error instanceof AdfError) throw badRequest(error.message);
        throw error;
      }
      const result = await takeProspects(db, agency.id, prospects, null);
      return reply.status(result.created.length ? 201 : 200).send({ data: ADF_MSG.received, ...result });
    },
  );
}
