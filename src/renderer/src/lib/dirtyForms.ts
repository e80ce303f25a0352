import { useSyncExternalStore } from 'react';
import { bridge } from './bridge';

/**
 * Which open forms hold unsaved changes. Main is told whenever the answer to "is any form dirty?"
 * changes, so it never restarts to install an update over someone's typing.
 */
const dirty = new Set<string>();
const listeners = new Set<() => void>();
let told: boolean | null = null;

function tell(): void {
  const any = dirty.size > 0;
  for (const listener of listeners) listener();
  if (any === told) return;
  told = any;
  void bridge['update:setDirty']({ dirty: any }).catch(() => {});
}

export function setFormDirty(id: string, isDirty: boolean): void {
  if (isDirty === dirty.has(id)) return;
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
  tell();
}

/** A reload starts clean: main may still remember the last page's dirty form. */
export function announceClean(): void {
  if (told === null) tell();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useAnyFormDirty(): boolean {
  return useSyncExternalStore(subscribe, () => dirty.size > 0);
}
