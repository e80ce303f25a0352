/**
 * The server's half of importContracts.ts: the zod schemas of each call (the same for every kind),
 * attached to each kind's descriptors. The renderer never imports this module (eslint: it would bundle the schemas).
 */
import { z } from 'zod';
import { dbId } from '../schemas/primitives';
import { importFileBody } from '../schemas/dataImport';
import { importResponses } from '../schemas/importResponses';
import { attachSchemas, callSchemas } from './routeContract';
import * as described from './importContracts';

const idParams = z.object({ id: dbId });

/** The schemas of one kind's import calls (importContracts.ts declares them per kind). */
export const importCallSchemas = callSchemas({
  preview: { body: importFileBody, response: importResponses.preview },
  /** 201 with the finished batch, or 202 at once with its progress key (`Prefer: respond-async`). */
  start: { body: importFileBody, response: importResponses.start },
  batch: { params: idParams, response: importResponses.batch },
  batches: { response: importResponses.batches },
  /** The .xlsx report (not JSON). */
  report: { params: idParams, response: importResponses.report },
  undo: { params: idParams, response: importResponses.undo },
});

/** Each kind's import calls with their schemas: what the server serves. */
export const importRoutes = {
  leads: attachSchemas(described.importRoutes.leads, importCallSchemas),
  companies: attachSchemas(described.importRoutes.companies, importCallSchemas),
  fleetLeads: attachSchemas(described.importRoutes.fleetLeads, importCallSchemas),
  prospects: attachSchemas(described.importRoutes.prospects, importCallSchemas),
};

/** The schemas of importProgressRoutes: the key as the start makes it (base64url, 16 to 64 characters). */
export const importProgressCallSchemas = callSchemas({
  progress: { params: z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }), response: importResponses.progress },
});

/** importProgressRoutes with their schemas: what the public plugin serves. */
export const importProgressRoutes = attachSchemas(described.importProgressRoutes, importProgressCallSchemas);
