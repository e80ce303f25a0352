/** Shared by the bench scripts: `--key value` arguments and the benchmark database's URL. */
export function benchArgs(argv: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const [k, v] = a.slice(2).split('=');
    if (v !== undefined) out[k!] = v;
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) out[k!] = argv[++i]!;
    else out[k!] = 'true';
  }
  return out;
}

/** BENCH_SERVER_URL (default: the local PostgreSQL) and the database the bench uses on it. */
export function benchDatabaseUrl(name = process.env.BENCH_DB ?? 'crm_bench'): { serverUrl: string; url: string; name: string } {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
  const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return { serverUrl, url: u.toString(), name };
}
