import { useSyncExternalStore } from 'react';

/**
 * A slice of a persisted filter store in localStorage, in the `{ state, version }` envelope the old
 * product used ('sales-store', 'fleets-store', … version 1): each screen keeps its filters under its
 * own slice name, other slices of the same key are left as they are, a damaged value falls back to
 * the defaults. One store per (key, slice), shared by every component that reads it.
 */
export function createPersistedSlice<T extends object>(storeKey: string, version: number, slice: string, defaults: T) {
  interface Envelope {
    state: Record<string, unknown>;
    version: number;
  }
  const readEnvelope = (): Envelope => {
    try {
      const parsed = JSON.parse(localStorage.getItem(storeKey) ?? 'null') as Envelope | null;
      if (parsed && parsed.version === version && parsed.state && typeof parsed.state === 'object') return parsed;
    } catch {
      // fall through to the defaults
    }
    return { state: {}, version };
  };
  const listeners = new Set<() => void>();
  let snapshot: T | undefined;
  const read = (): T => {
    snapshot ??= { ...defaults, ...(readEnvelope().state[slice] as Partial<T> | undefined) };
    return snapshot;
  };
  const write = (patch: Partial<T>): void => {
    const next = { ...read(), ...patch };
    const envelope = readEnvelope();
    localStorage.setItem(storeKey, JSON.stringify({ ...envelope, state: { ...envelope.state, [slice]: next } }));
    snapshot = next;
    listeners.forEach((l) => l());
  };
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  return {
    read,
    write,
    reset: () => write(defaults),
    use(): [T, (patch: Partial<T>) => void] {
      return [useSyncExternalStore(subscribe, read), write];
    },
  };
}
