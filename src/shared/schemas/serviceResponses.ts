import { z } from 'zod';
import { dataOf } from './wire';

/** The service's own answers (issue 41): GET /api/health and the e2e suites' POST /__test/reset. */
export const healthAnswer = dataOf(z.object({ status: z.literal('ok') }));
export const testResetAnswer = dataOf(z.literal('ok'));
