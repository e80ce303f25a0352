import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DISPLAY_AUTH_SCHEME, DISPLAY_MESSAGES } from '../../../shared/schemas/waitingListDisplay';
import { displayPairingAnswer, pairingCodeSchema } from '../../../shared/schemas/waitingListDisplaySchemas';
import { waitingBoardAnswer } from '../../../shared/schemas/appointmentResponses';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, unauthorized } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { boardRowOf, waitingListRows } from '../appointments';
import { pairDisplay, touchDisplay } from './displayService';

const CREDENTIAL = /^wld_[A-Za-z0-9_-]{43}$/;

/** The device credential of `Authorization: Display <secret>`, or a 401 without touching the database. */
function deviceCredential(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const [scheme, secret, ...rest] = header.trim().split(/\s+/);
  if (scheme !== DISPLAY_AUTH_SCHEME || !secret || rest.length > 0 || !CREDENTIAL.test(secret)) throw unauthorized(DISPLAY_MESSAGES.noCredential);
  return secret;
}

/**
 * The display station's two calls, under /api/public (no staff session: the auth hook skips them,
 * the public rate limit applies). Pairing exchanges a one-time code for the device credential; the
 * board is the only thing that credential opens, and only for its own agency. Every other route
 * reads `Authorization` as a bearer token, which a Display credential never is: 401.
 */
export async function displayDeviceRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = typed(app);

  r.post(
    '/displays/pair',
    // Stricter than the other public calls: a code is 8 characters from 23, guessed only by brute force.
    { config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } }, bodyLimit: BODY_LIMIT.publicForm, schema: { body: z.unknown(), response: { 200: displayPairingAnswer } } },
    async (request) => {
      const parsed = pairingCodeSchema.safeParse(request.body);
      if (!parsed.success) throw badRequest(DISPLAY_MESSAGES.badCode);
      const pairing = await pairDisplay(db, parsed.data.code);
      if (!pairing) throw badRequest(DISPLAY_MESSAGES.badCode);
      return { data: pairing };
    },
  );

  r.get('/displays/waiting-list', { config: { public: true }, schema: { response: { 200: waitingBoardAnswer } } }, async (request, reply) => {
    const display = await touchDisplay(db, deviceCredential(request));
    if (!display) throw unauthorized(DISPLAY_MESSAGES.revokedCredential);
    reply.header('cache-control', 'no-store');
    // Short names only: the station is an unattended PC (issue 51).
    return { data: (await waitingListRows(db, display.agencyId)).map(boardRowOf) };
  });
}
