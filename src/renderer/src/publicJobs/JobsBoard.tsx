import { useEffect, useMemo, useState } from 'react';
import { JOB_AREAS, JOB_LOCATIONS, isJobLocation } from '@shared/domain/jobs';
import { fetchJobs, type PublicJob } from './jobsApi';
import { JobCard } from './JobCard';
import { plural } from '@shared/domain/paging';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; jobs: PublicJob[] };

/** Reads and writes the filters in the address (?ubicacion=&area=) so a filtered board can be linked. */
function readFilters(): { location: string; area: string } {
  const params = new URLSearchParams(window.location.search);
  const location = params.get('ubicacion') ?? '';
  const area = params.get('area') ?? '';
  return { location: isJobLocation(location) ? location : '', area };
}

/**
 * The public jobs board (beyond the spec): every open vacancy grouped by location and area, with
 * its requirements, activities, offerings and salary. No sign-in; one h1; landmarks; keyboard and
 * screen-reader friendly (native <details> for each posting).
 */
export function JobsBoard() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [filters, setFilters] = useState(readFilters);

  useEffect(() => {
    const controller = new AbortController();
    fetchJobs(controller.signal)
      .then((jobs) => setState({ kind: 'ready', jobs }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    const params = new URLSearchParams();
    if (filters.location) params.set('ubicacion', filters.location);
    if (filters.area) params.set('area', filters.area);
    const query = params.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [filters]);

  const jobs = useMemo(() => (state.kind === 'ready' ? state.jobs : []), [state]);
  const areas = filters.location && isJobLocation(filters.location) ? JOB_AREAS[filters.location] : [...new Set(Object.values(JOB_AREAS).flat())].sort((a, b) => a.localeCompare(b, 'es'));
  const shown = useMemo(
    () => jobs.filter((j) => (!filters.location || j.location === filters.location) && (!filters.area || j.area === filters.area)),
    [jobs, filters],
  );
  const groups = useMemo(() => {
    const byLocation = new Map<string, Map<string, PublicJob[]>>();
    for (const job of shown) {
      const areaMap = byLocation.get(job.location) ?? new Map<string, PublicJob[]>();
      areaMap.set(job.area, [...(areaMap.get(job.area) ?? []), job]);
      byLocation.set(job.location, areaMap);
    }
    return JOB_LOCATIONS.filter((l) => byLocation.has(l)).map((l) => ({ location: l, areas: [...byLocation.get(l)!.entries()] }));
  }, [shown]);

  return (
    <>
      <a className="skip" href="#vacantes">
        Ir a las vacantes
      </a>
      <header className="top">
        <div className="wrap">
          <p className="brand">JAC México</p>
          <h1>Bolsa de trabajo</h1>
          <p className="lead">Únete a nuestro equipo en Ciudad de México y en la planta de Cd. Sahagún, Hidalgo.</p>
        </div>
      </header>
      <main id="vacantes" className="wrap">
        <form className="filters" role="search" aria-label="Filtrar vacantes" onSubmit={(e) => e.preventDefault()}>
          <label>
            Ubicación
            <select value={filters.location} onChange={(e) => setFilters({ location: e.target.value, area: '' })}>
              <option value="">Todas las ubicaciones</option>
              {JOB_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label>
            Área
            <select value={filters.area} onChange={(e) => setFilters((f) => ({ ...f, area: e.target.value }))}>
              <option value="">Todas las áreas</option>
              {areas.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </select>
          </label>
        </form>
        <p className="count" aria-live="polite">
          {state.kind === 'loading' ? 'Cargando vacantes…' : state.kind === 'ready' ? plural(shown.length, 'vacante abierta', 'vacantes abiertas') : ''}
        </p>
        {state.kind === 'error' ? (
          <p className="notice" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'ready' && shown.length === 0 ? <p className="notice">No hay vacantes disponibles con estos filtros.</p> : null}
        {groups.map((g) => (
          <section key={g.location} aria-labelledby={`loc-${g.location}`} className="location">
            <h2 id={`loc-${g.location}`}>{g.location}</h2>
            {g.areas.map(([area, list]) => (
              <section key={area} aria-label={`${area}, ${g.location}`} className="area">
                <h3>{area}</h3>
                <ul className="jobs">
                  {list.map((job) => (
                    <li key={job.id}>
                      <JobCard job={job} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </main>
      <footer className="foot">
        <div className="wrap">JAC México · Las vacantes se actualizan continuamente.</div>
      </footer>
    </>
  );
}
