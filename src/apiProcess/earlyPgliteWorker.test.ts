import { describe, expect, it, vi } from 'vitest';
import { earlyStartArg, earlyStartOptions } from './apiChildProtocol';
import { startEarlyPgliteWorker } from './earlyPgliteWorker';
import type { PgliteWorker } from './pgliteWorkerClient';

const options = { dataDir: '/u/data', migrationsFolder: '/app/migrations', seedLeadsPerAgency: undefined };

function fakeWorker(): PgliteWorker {
  return { client: {} as PgliteWorker['client'], opened: Promise.resolve(), close: vi.fn(async () => {}) };
}

describe('PGlite’s thread started from the fork’s arguments (issue 51)', () => {
  it('reads back the options main put in the arguments, and nothing from a malformed one', () => {
    const argv = ['node', 'apiChild.js', earlyStartArg({ ...options, seedLeadsPerAgency: 40 })];
    expect(earlyStartOptions(argv)).toEqual({ ...options, seedLeadsPerAgency: 40 });
    expect(earlyStartOptions(['node', 'apiChild.js'])).toBeUndefined();
    expect(earlyStartOptions(['--api-start={"dataDir":1}'])).toBeUndefined();
    expect(earlyStartOptions(['--api-start={not json'])).toBeUndefined();
  });

  it('starts the thread at once on a folder holding a cluster, with the start’s worker data, and hands it to that start', async () => {
    const worker = fakeWorker();
    const start = vi.fn(() => worker);
    const early = startEarlyPgliteWorker(['x', earlyStartArg(options)], { start, isFresh: () => false });
    expect(start).toHaveBeenCalledWith({ dataDir: '/u/data', migrationsFolder: '/app/migrations', demo: true, seed: { leadsPerAgency: undefined }, compileCacheDir: expect.stringMatching(/[\\/]u[\\/]compile-cache$/) });
    expect(early.existingDataDir).toBe('/u/data');
    expect(await early.take(options)).toBe(worker);
    // Only once: a second start (after a failed one) opens its own.
    expect(await early.take(options)).toBeUndefined();
  });

  it('closes the thread for a start with other options, so the folder’s lock is free for that start', async () => {
    const worker = fakeWorker();
    const early = startEarlyPgliteWorker(['x', earlyStartArg(options)], { start: () => worker, isFresh: () => false });
    expect(await early.take({ ...options, seedLeadsPerAgency: 12 })).toBeUndefined();
    expect(worker.close).toHaveBeenCalled();
  });

  it('waits for `start` on a new folder (the port first: main opens the window when it is held) and without arguments', async () => {
    const start = vi.fn(fakeWorker);
    const first = startEarlyPgliteWorker(['x', earlyStartArg(options)], { start, isFresh: () => true });
    expect(first.existingDataDir).toBeUndefined();
    expect(await first.take(options)).toBeUndefined();
    expect(await startEarlyPgliteWorker(['x'], { start, isFresh: () => false }).take(options)).toBeUndefined();
    expect(start).not.toHaveBeenCalled();
  });
});
