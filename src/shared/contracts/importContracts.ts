import type { importCallSchemas, importProgressCallSchemas } from './importServed';
import { IMPORT_PERMISSION, type ImportKind } from '../domain/importKinds';
import { describeCalls } from './routeContract';

/**
 * One kind's import calls (issue 29; features/leadsIo/import): each kind has its own paths and its
 * own permission (checked before the body is), the same schemas.
 */
function importCalls<K extends ImportKind>(kind: K) {
  const access = { permission: IMPORT_PERMISSION[kind] };
  const base = `/import/${kind as ImportKind}` as const;
  return describeCalls<typeof importCallSchemas>()({
    preview: { method: 'POST', path: `${base}/preview`, access },
    start: { method: 'POST', path: base, access },
    batch: { method: 'GET', path: `${base}/batches/:id`, access },
    batches: { method: 'GET', path: `${base}/batches`, access },
    report: { method: 'GET', path: `${base}/batches/:id/report`, access },
    undo: { method: 'POST', path: `${base}/batches/:id/undo`, access },
  });
}

/** The import calls of each kind: the wizard is generic over `kind` (`importRoutes[kind].preview`). */
export const importRoutes = {
  leads: importCalls('leads'),
  companies: importCalls('companies'),
  fleetLeads: importCalls('fleetLeads'),
  prospects: importCalls('prospects'),
};

/**
 * An import's progress by the key its start gave (no session: the key is known only to its starter),
 * under the public prefix (/api/public) the server mounts its public calls at.
 */
export const importProgressRoutes = describeCalls<typeof importProgressCallSchemas>()({
  progress: { method: 'GET', path: '/public/import-progress/:key', access: { public: true } },
});
