import { useSyncExternalStore } from 'react';

/** The API refused this client as too old (HTTP 426): its Spanish reason and the minimum version. */
export interface ClientOutdated {
  message: string;
  minVersion: string | null;
}

let current: ClientOutdated | null = null;
const listeners = new Set<() => void>();

export function reportClientOutdated(outdated: ClientOutdated): void {
  if (current?.message === outdated.message) return;
  current = outdated;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useClientOutdated(): ClientOutdated | null {
  return useSyncExternalStore(subscribe, () => current);
}
