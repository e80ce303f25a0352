import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../shared/messages';
import { HttpError } from './httpError';

/**
 * Every failure answers `{ data: <Spanish message> }` with its status. Validation failures use the
 * first issue's message when it is one of the catalogue's texts, else the generic 'Datos inválidos'.
 */
const CATALOGUE = new Set<string>(Object.values(MSG));

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ data: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message && CATALOGUE.has(first.message) ? first.message : MSG.invalidData;
      return reply.status(400).send({ data: message });
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
