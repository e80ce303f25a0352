/** A vacancy as the public call answers it (GET /api/public/jobs). */
export interface PublicJob {
  id: number;
  title: string;
  location: string;
  area: string;
  requirements: string[];
  activities: string[];
  offerings: string[];
  salary: string | null;
  publishedAt: string;
}

/** The open vacancies, from the API that serves this page. */
export async function fetchJobs(signal?: AbortSignal): Promise<PublicJob[]> {
  const res = await fetch('/api/public/jobs', { signal, headers: { accept: 'application/json' } });
  if (res.status === 429) throw new Error('Hay demasiadas consultas en este momento. Intenta de nuevo en un minuto.');
  if (!res.ok) throw new Error('No pudimos cargar las vacantes. Intenta de nuevo más tarde.');
  return ((await res.json()) as { data: PublicJob[] }).data;
}
