import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { WHATSAPP_MSG } from '../../../shared/domain/whatsappMessages';
import { whatsappChannelRoutes as calls } from '../../../shared/contracts/whatsappServed';
import { agencies } from '../../db/tables/org';
import { authorize } from '../../identity/auth';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, conflict, notFound } from '../../lib/httpError';
import { serveContract } from '../../lib/serveContract';
import type { RouteDeps } from '../../lib/zodApp';
import { channelOfAgency, openChannel, webhookUrlOf, type ChannelRow } from './channel';
import { GraphError, graphClient } from './graphClient';
import { secretBoxFor } from './secretBox';
import { whatsappChannels } from './tables';
import { syncTemplates, templateAnswer, templateRowsOfAgency } from './templates';

const last4 = (secret: string) => secret.slice(-4);

/**
 * Admin → agencia → 'WhatsApp' (issue 53; admin:agencies): the agency's number, 'Probar conexión'
 * and the template sync. The access token and the app secret are written sealed and never read back:
 * the card shows their last four characters.
 */
export async function whatsappChannelRoutes(app: FastifyInstance, { db, config }: RouteDeps): Promise<void> {
  const box = secretBoxFor(config);
  const graph = graphClient(() => config.whatsappGraphUrl);

  async function agencyOrNotFound(id: number): Promise<void> {
    const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id));
    if (!agency) throw notFound(WHATSAPP_MSG.agencyUnknown);
  }

  const answer = (row: ChannelRow | undefined) => ({
    phoneNumberId: row?.phoneNumberId ?? null,
    businessAccountId: row?.businessAccountId ?? null,
    displayPhoneNumber: row?.displayPhoneNumber ?? null,
    accessTokenLast4: row?.accessTokenLast4 ?? null,
    appSecretLast4: row?.appSecretLast4 ?? null,
    verifyToken: row?.verifyToken ?? null,
    webhookUrl: webhookUrlOf(config),
    configured: !!row,
    updatedAt: row?.updatedAt ?? null,
  });

  serveContract(app, calls.config, {}, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOrNotFound(request.params.id);
    return { data: answer(await channelOfAgency(db, request.params.id)) };
  });

  serveContract(
    app,
    calls.saveConfig,
    { bodyLimit: BODY_LIMIT.form },
    async (request) => {
      authorize(request, 'admin:agencies');
      const agencyId = request.params.id;
      await agencyOrNotFound(agencyId);
      const input = request.body;
      const current = await channelOfAgency(db, agencyId);
      if (!current && (!input.accessToken || !input.appSecret)) throw badRequest(WHATSAPP_MSG.secretsRequired);
      const [owner] = await db
        .select({ agencyId: whatsappChannels.agencyId })
        .from(whatsappChannels)
        .where(eq(whatsappChannels.phoneNumberId, input.phoneNumberId));
      if (owner && owner.agencyId !== agencyId) throw conflict(WHATSAPP_MSG.phoneNumberTaken);
      const values = {
        phoneNumberId: input.phoneNumberId,
        businessAccountId: input.businessAccountId,
        verifyToken: input.verifyToken,
        // A new number has not been read from Meta yet: 'Probar conexión' fills it.
        displayPhoneNumber: current?.phoneNumberId === input.phoneNumberId ? current.displayPhoneNumber : null,
        ...(input.accessToken ? { accessTokenSealed: box.seal(input.accessToken), accessTokenLast4: last4(input.accessToken) } : {}),
        ...(input.appSecret ? { appSecretSealed: box.seal(input.appSecret), appSecretLast4: last4(input.appSecret) } : {}),
        updatedAt: new Date(),
      };
      try {
        if (current) await db.update(whatsappChannels).set(values).where(eq(whatsappChannels.agencyId, agencyId));
        else
          await db.insert(whatsappChannels).values({
            agencyId,
            ...values,
            accessTokenSealed: values.accessTokenSealed!,
            accessTokenLast4: values.accessTokenLast4!,
            appSecretSealed: values.appSecretSealed!,
            appSecretLast4: values.appSecretLast4!,
          });
      } catch (error) {
        // Two agencies saving the same number at once: the unique index decides.
        if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505')
          throw conflict(WHATSAPP_MSG.phoneNumberTaken);
        throw error;
      }
      return { data: answer(await channelOfAgency(db, agencyId)) };
    },
  );

  serveContract(app, calls.test, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOrNotFound(request.params.id);
    const row = await channelOfAgency(db, request.params.id);
    if (!row) return { data: { ok: false, message: WHATSAPP_MSG.notConfigured } };
    const channel = openChannel(config, row);
    try {
      const number = await graph.phoneNumber(channel, channel.phoneNumberId);
      const display = number.display_phone_number ?? channel.phoneNumberId;
      await db.update(whatsappChannels).set({ displayPhoneNumber: display }).where(eq(whatsappChannels.agencyId, row.agencyId));
      return { data: { ok: true, message: WHATSAPP_MSG.connectionOk(display) } };
    } catch (error) {
      return { data: { ok: false, message: connectionProblem(error) } };
    }
  });

  serveContract(app, calls.syncTemplates, { bodyLimit: BODY_LIMIT.form }, async (request) => {
    authorize(request, 'admin:agencies');
    await agencyOrNotFound(request.params.id);
    const row = await channelOfAgency(db, request.params.id);
    if (!row) throw conflict(WHATSAPP_MSG.notConfigured);
    try {
      await syncTemplates(db, graph, openChannel(config, row));
    } catch (error) {
      if (error instanceof GraphError) throw conflict(connectionProblem(error));
      throw error;
    }
    const rows = await templateRowsOfAgency(db, row.agencyId, false);
    return { data: rows.map((t) => templateAnswer(t, [])) };
  });
}

/** What 'Probar conexión' says about a failed call, in Spanish. */
export function connectionProblem(error: unknown): string {
  if (!(error instanceof GraphError)) return WHATSAPP_MSG.unreachable;
  if (error.status === 0) return WHATSAPP_MSG.unreachable;
  if (error.code === 190) return WHATSAPP_MSG.badToken;
  if (error.code === 100) return WHATSAPP_MSG.badPhoneNumberId;
  return WHATSAPP_MSG.metaError(error.code ?? error.status, error.title);
}
