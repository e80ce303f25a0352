import type { Db } from '../db/client';

/**
 * What runs after POST /__test/reset re-seeded the database (E2E only): the WhatsApp simulator's
 * channel is configured again on the fresh demo agency (src/server/whatsappDemo.ts).
 */
export const testResetHooks: ((db: Db) => Promise<void>)[] = [];
