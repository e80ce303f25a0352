import { z } from 'zod';
import { dataOf } from './wire';

/** The service's own answers (issue 41): GET /api/health and the e2e suites' POST /__test/reset. */
export const healthAnswer = dataOf(z.object({ status: z.literal('ok') }));
/** GET /api/health/ready: 200 ok, or 503 with why (draining, database, migrations). */
export const readinessAnswer = dataOf(z.object({ status: z.enum(['ok', 'not-ready']), reason: z.string().optional() }));
export const testResetAnswer = dataOf(z.literal('ok'));
