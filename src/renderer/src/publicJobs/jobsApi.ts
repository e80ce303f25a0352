import type { CrmBridge } from '@shared/bridge';
import type { PublicJob, publicResponses } from '@shared/schemas/publicResponses';
import type { Wire } from '@shared/schemas/wire';

/** A vacancy as the public call answers it (GET /api/public/jobs): the API's contract. */
export type { PublicJob };

/**
 * Where the open vacancies are: the API that serves this page, or, in the desktop app (the page is
 * app://crm/empleos and the preload's bridge is there), the configured main API base.
 */
async function jobsUrl(): Promise<string> {
  const desktop = (window as { crm?: Pick<CrmBridge, 'app:config'> }).crm;
  if (!desktop) return '/api/public/jobs';
  const config = await desktop['app:config'](undefined);
  return `${config.api.main.replace(/\/+$/, '')}/public/jobs`;
}

/** The open vacancies. */
export async function fetchJobs(signal?: AbortSignal): Promise<PublicJob[]> {
  const res = await fetch(await jobsUrl(), { signal, headers: { accept: 'application/json' } });
  if (res.status === 429) throw new Error('Hay demasiadas consultas en este momento. Intenta de nuevo en un minuto.');
  if (!res.ok) throw new Error('No pudimos cargar las vacantes. Intenta de nuevo más tarde.');
  return ((await res.json()) as Wire<(typeof publicResponses)['jobs'][200]>).data;
}
