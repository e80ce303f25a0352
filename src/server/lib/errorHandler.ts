import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { MSG } from '../../shared/messages';
import { SALES_MSG } from '../../shared/domain/salesMessages';
import { FLEET_MESSAGE_TEXTS } from '../../shared/domain/fleetMessages';
import { SECURITY_MSG } from '../../shared/domain/securityMessages';
import { HR_MSG } from '../../shared/domain/hrMessages';
import { PRODUCT_MSG } from '../../shared/domain/productMessages';
import { PRIVACY_FORM_MSG } from '../../shared/domain/privacyMessages';
import { ARCO_MSG } from '../../shared/domain/arcoMessages';
import { RETENTION_MSG } from '../../shared/domain/privacyRetention';
import { PROSPECT_MSG } from '../../shared/domain/prospectMessages';
import { COLUMN_FILTER_REFUSALS } from '../../shared/lists/columnFilters';
import { HttpError } from './httpError';
import { inputErrorOf } from './pgInputError';
import { drainRequest } from './drainRequest';

/**
 * Every failure answers `{ data: <Spanish message> }` with its status. Validation failures use the
 * first issue's message when it is one of the catalogue's texts, else the generic 'Datos inválidos'.
 * Safety net: database errors that malformed input causes (bad text for a number, overflow,
 * impossible dates, NUL, missing referenced records, oversized values) answer 4xx even on a route
 * whose schema forgot a primitive, and so does a ZodError a service throws. A 500 stays a bug.
 */
const CATALOGUE = new Set<string>([...Object.values(MSG), ...Object.values(SALES_MSG), ...Object.values(SECURITY_MSG), ...FLEET_MESSAGE_TEXTS, ...Object.values(HR_MSG), ...Object.values(PRODUCT_MSG), ...Object.values(PRIVACY_FORM_MSG), ...Object.values(PROSPECT_MSG), ...Object.values(ARCO_MSG).filter((m) => typeof m === 'string'), ...Object.values(RETENTION_MSG)]);

/** A validation message the caller may see: a catalogue text, else the generic 'Datos inválidos'. */
export function knownMessage(message: string | undefined): string {
  return message && (CATALOGUE.has(message) || COLUMN_FILTER_REFUSALS.has(message)) ? message : MSG.invalidData;
}

/**
 * Whether a validation failure is a file over its size (the size message anywhere, also inside a
 * union's alternatives): that is a 413 with the size message, whatever else is wrong.
 */
export function hasSizeIssue(issues: readonly unknown[]): boolean {
  return issues.some((issue) => {
    if (!issue || typeof issue !== 'object') return false;
    const i = issue as { message?: unknown; errors?: unknown; params?: { errors?: unknown } };
    if (i.message === MSG.tooLarge) return true;
    const nested = i.errors ?? i.params?.errors;
    return Array.isArray(nested) && nested.some((alternative) => Array.isArray(alternative) && hasSizeIssue(alternative));
  });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // Refused before its body was read (too large, not allowed): let the body arrive, so the sender
    // reads this answer instead of a reset connection; past the drain's limits, close after answering.
    if (!(await drainRequest(request.raw))) reply.header('connection', 'close');
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ data: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (hasSizeIssue(error.validation)) return reply.status(413).send({ data: MSG.tooLarge });
      const first = error.validation[0];
      const message = knownMessage(first?.message);
      return reply.status(400).send({ data: message });
    }
    if (error instanceof ZodError) {
      if (hasSizeIssue(error.issues)) return reply.status(413).send({ data: MSG.tooLarge });
      const first = error.issues[0]?.message;
      return reply.status(400).send({ data: knownMessage(first) });
    }
    const input = inputErrorOf(error);
    if (input) {
      request.log.warn({ code: input.code, url: request.url }, 'input refused by the database');
      return reply.status(input.status).send({ data: input.message });
    }
    if (error.statusCode === 413) return reply.status(413).send({ data: MSG.tooLarge });
    if (error.statusCode === 429) return reply.status(429).send({ data: MSG.tooMany });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ data: MSG.invalidData });
    }
    request.log.error(error);
    return reply.status(500).send({ data: MSG.genericError });
  });
}
