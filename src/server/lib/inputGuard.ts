import type { FastifyInstance } from 'fastify';
import { MSG } from '../../shared/messages';
import { badRequest } from './httpError';

/** No free text of any form is longer than this; longer ones are files (data URLs) or abuse. */
export const MAX_REQUEST_TEXT = 10_000;
const MAX_DEPTH = 20;
const NUL = String.fromCharCode(0);

/** A data URL of an upload (evidence, logos, documents): its size is the body limit's and the decoder's job. */
const isDataUrl = (s: string) => s.startsWith('data:');

function refused(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes(NUL) || (value.length > MAX_REQUEST_TEXT && !isDataUrl(value));
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => refused(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes(NUL) || k.length > 200 || refused(v, depth + 1));
}

/**
 * The floor under every route's own schema: a NUL character (PostgreSQL cannot store it), a text
 * longer than any field's purpose, or absurd nesting anywhere in the params, query or body is a 400
 * before the route runs, so a route added later without the shared primitives still never turns
 * such input into a 500. Routes still cap each field to its own length with `text(max)`.
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // The user pool answers in Cognito's own error shape; cognitoRoutes checks its parameters itself.
    if (request.url.startsWith('/cognito')) return;
    // A route that takes a whole document as its body (an ADF file) says so: its size is its body limit's job.
    const document = (request.routeOptions.config as { rawDocument?: boolean } | undefined)?.rawDocument === true && typeof request.body === 'string';
    const bodyRefused = document ? (request.body as string).includes(NUL) : refused(request.body, 0);
    if (refused(request.params, 0) || refused(request.query, 0) || bodyRefused) throw badRequest(MSG.invalidData);
  });
}
