import { describe, expect, it } from 'vitest';
import { GatedClient } from './gatedClient';

/** A client that records what reached it. */
function recordingClient() {
  const calls: string[] = [];
  const client = {
    query: async (text: string) => {
      calls.push(`query ${text}`);
      return { rows: [], fields: [] };
    },
    exec: async (text: string) => {
      calls.push(`exec ${text}`);
      return [];
    },
    transaction: async <T>(callback: (tx: never) => Promise<T>) => {
      calls.push('transaction');
      return callback(undefined as never);
    },
    dumpDataDir: async () => {
      calls.push('dump');
      return new Blob([]);
    },
  };
  return { client: client as never, calls };
}

describe('GatedClient (the app built while the database is prepared, issue 51)', () => {
  it('holds every call until the gate opens, then sends them in order and the next ones at once', async () => {
    const { client, calls } = recordingClient();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const gated = new GatedClient(gate.then(() => client));
    const first = gated.query('SELECT 1');
    const second = gated.exec('SET x = 1');
    const third = gated.transaction(async () => 'done');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    open();
    await Promise.all([first, second, third]);
    expect(calls).toEqual(['query SELECT 1', 'exec SET x = 1', 'transaction']);
    await expect(gated.transaction(async () => 'answer')).resolves.toBe('answer');
    await gated.dumpDataDir('none');
    expect(calls.slice(3)).toEqual(['transaction', 'dump']);
  });

  it("fails the waiting calls and the later ones with the preparation's own error", async () => {
    const { client, calls } = recordingClient();
    let fail!: (error: Error) => void;
    const gate = new Promise<void>((_, reject) => (fail = reject));
    const gated = new GatedClient(gate.then(() => client));
    const waiting = gated.query('SELECT 1');
    fail(new Error('migración fallida'));
    await expect(waiting).rejects.toThrow('migración fallida');
    await expect(gated.exec('SELECT 2')).rejects.toThrow('migración fallida');
    expect(calls).toEqual([]);
  });
});
