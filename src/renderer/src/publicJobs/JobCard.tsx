import { formatDate } from '@shared/domain/dates';
import type { PublicJob } from './jobsApi';

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="block">
      <h4>{title}</h4>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** One posting: title, salary and date always visible; the details open in place. */
export function JobCard({ job }: { job: PublicJob }) {
  return (
    <article className="job" aria-labelledby={`job-${job.id}`}>
      <details>
        <summary>
          <span id={`job-${job.id}`} className="title">
            {job.title}
          </span>
          <span className="meta">
            {job.salary ? <span className="salary">{job.salary}</span> : null}
            <span>Publicada el {formatDate(job.publishedAt)}</span>
            <span className="more" aria-hidden>
              Ver detalles
            </span>
          </span>
        </summary>
        <div className="details">
          <Section title="Requisitos" items={job.requirements} />
          <Section title="Actividades" items={job.activities} />
          <Section title="Ofrecemos" items={job.offerings} />
        </div>
      </details>
    </article>
  );
}
