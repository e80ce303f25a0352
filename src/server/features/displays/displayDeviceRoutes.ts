import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DISPLAY_AUTH_SCHEME, DISPLAY_MESSAGES } from '../../../shared/schemas/waitingListDisplay';
import { displayPairingAnswer, pairingCodeSchema } from '../../../shared/schemas/waitingListDisplaySchemas';
import { waitingBoardAnswer } from '../../../shared/schemas/appointmentResponses';
import { BODY_LIMIT } from '../../lib/bodyLimits';
import { badRequest, HttpError, unauthorized } from '../../lib/httpError';
import { typed, type RouteDeps } from '../../lib/zodApp';
import { boardRowOf, waitingListRows } from '../appointments';
import { pairDisplay, touchDisplay } from './displayService';
import { wrongGuessLimit } from './wrongGuessLimit';

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

  // Wrong codes per address: 10 a minute, then 429 for wrong ones only (wrongGuessLimit.ts).
  const wrongGuesses = wrongGuessLimit({ max: 10, windowMs: 60_000 });
  r.post(
    '/displays/pair',
    // The public calls' own limit per address (flooding); guessing is bounded per code and per address below.
    { config: { public: true }, bodyLimit: BODY_LIMIT.publicForm, schema: { body: z.unknown(), response: { 200: displayPairingAnswer } } },
    async (request) => {
      const parsed = pairingCodeSchema.safeParse(request.body);
      // A right code is taken whatever this address sent before it.
      const pairing = parsed.success ? await pairDisplay(db, parsed.data.code) : undefined;
      if (pairing) return { data: pairing };
      const refusal = wrongGuesses.exceeded(request.ip) ? new HttpError(429, DISPLAY_MESSAGES.tooManyGuesses) : badRequest(DISPLAY_MESSAGES.badCode);
      wrongGuesses.note(request.ip);
      throw refusal;
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
