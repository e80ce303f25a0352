import type { PgliteLike } from '../server/db/pgliteDatabase';

type Client = PgliteLike & { exec(text: string): Promise<unknown> };

/**
 * A client for the app while the database is still being prepared (issue 51): the desktop builds
 * the app while its PGlite thread opens the cluster and checks the migrations, so a statement the app
 * sends before then (its signing key, a job's first query) waits for `target`, the client to use
 * once the database is ready, and fails with the start's own error when it could not be prepared.
 * Then calls go straight through. A class, not an object literal: drizzle takes a plain object for
 * its own config.
 */
export class GatedClient {
  private client: Client | undefined;

  constructor(private readonly target: Promise<Client>) {
    target.then(
      (client) => (this.client = client),
      () => {},
    );
  }

  private to<T>(call: (client: Client) => Promise<T>): Promise<T> {
    return this.client ? call(this.client) : this.target.then(call);
  }

  query: Client['query'] = (...args) => this.to((client) => client.query(...args));
  exec = (text: string) => this.to((client) => client.exec(text));
  transaction: Client['transaction'] = (...args) => this.to((client) => client.transaction(...args));
  dumpDataDir: Client['dumpDataDir'] = (...args) => this.to((client) => client.dumpDataDir(...args));
}
