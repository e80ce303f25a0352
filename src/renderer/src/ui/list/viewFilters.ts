/**
 * A list's filters as a saved view holds them (issue 44): unset values (undefined, '', null, an
 * empty list) are left out, so the view carries only what narrows the list and passes the list's
 * strict filter schema on the server.
 */
export function viewFilters(filters: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length)) continue;
    out[key] = value;
  }
  return out;
}
