/**
 * The URL path of a call: each `:name` replaced by its param, URI-encoded (ids and slugs travel as
 * the old template strings wrote them; a param with '/' or '?' cannot change the route).
 */
export function contractPath(path: string, params: Readonly<Record<string, unknown>> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing param '${name}'`);
    return encodeURIComponent(String(value));
  });
}
