import type { PgliteLike } from '../server/db/pgliteDatabase';

type Client = PgliteLike & { exec(text: string): Promise<unknown> };

/**
 * A client for the app while the database is still being prepared (issue 51): the desktop builds
 * the app while its PGlite thread opens the cluster and checks the migrations, so a statement the app
 * sends before then (its signing key, a job's first query) waits for `gate`, and fails with the
 * start's own error when the preparation failed. Once the gate is open, calls go straight through.
 * A class, not an object literal: drizzle takes a plain object for its own config.
 */
export class GatedClient {
  private open = false;

  constructor(
    private readonly client: Client,
    private readonly gate: Promise<unknown>,
  ) {
    gate.then(
      () => (this.open = true),
      () => {},
    );
  }

  private after<T>(call: () => Promise<T>): Promise<T> {
    return this.open ? call() : this.gate.then(call);
  }

  query: Client['query'] = (...args) => this.after(() => this.client.query(...args));
  exec = (text: string) => this.after(() => this.client.exec(text));
  transaction: Client['transaction'] = (...args) => this.after(() => this.client.transaction(...args));
  dumpDataDir: Client['dumpDataDir'] = (...args) => this.after(() => this.client.dumpDataDir(...args));
}
