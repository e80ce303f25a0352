/**
 * A save that depends on another one in the outbox: the walk-in's visit needs the id of its lead,
 * which exists only once the lead is sent. The visit waits (`after: <the lead's key>`) with a body
 * holding `AFTER_ID` where that id goes; the lead's answer fills it in before the visit is sent.
 */
export const AFTER_ID = '$after.id';

/** The body with every `AFTER_ID` replaced by the id of the answer the item waited for. */
export function fillAfter(body: unknown, id: number): unknown {
  if (body === AFTER_ID) return id;
  if (Array.isArray(body)) return body.map((v) => fillAfter(v, id));
  if (body && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fillAfter(v, id)]));
  return body;
}

/** The id in an API answer (`{ data: { id } }` or `{ id }`), if it has one. */
export function answerId(answer: unknown): number | undefined {
  const data = (answer as { data?: unknown } | null)?.data ?? answer;
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}
