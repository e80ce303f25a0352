import { useSyncExternalStore } from 'react';
import { SALES_STORE_KEY, SALES_STORE_VERSION } from '@shared/domain/constants';
import type { PhaseTabKey } from '@shared/domain/phases';
import type { LeadListFilters } from './leadApi';

/**
 * The sales filters persisted in localStorage as 'sales-store' version 1 (spec §9), in the
 * `{ state, version }` envelope the old product's store used, so a saved value survives the update.
 * Other slices (reported sales, appointments) share the key and are kept as they are.
 */
export interface LeadsListState {
  phase: PhaseTabKey;
  UserId: number;
  page: number;
  search: string;
  filters: LeadListFilters;
  sortBy?: string;
}

export const LEADS_DEFAULTS: LeadsListState = { phase: 'TODOS', UserId: -1, page: 1, search: '', filters: {} };

interface Envelope {
  state: { leads?: Partial<LeadsListState> } & Record<string, unknown>;
  version: number;
}

function readEnvelope(): Envelope {
  try {
    const parsed = JSON.parse(localStorage.getItem(SALES_STORE_KEY) ?? 'null') as Envelope | null;
    if (parsed && parsed.version === SALES_STORE_VERSION && typeof parsed.state === 'object') return parsed;
  } catch {
    // A damaged value falls back to the defaults.
  }
  return { state: {}, version: SALES_STORE_VERSION };
}

const listeners = new Set<() => void>();
let snapshot: LeadsListState | undefined;

function read(): LeadsListState {
  snapshot ??= { ...LEADS_DEFAULTS, ...readEnvelope().state.leads };
  return snapshot;
}

/** The kept list state, outside React (the start-up prefetch, app/prefetchRoute.ts). */
export const readLeadsState = read;

export function writeLeadsState(patch: Partial<LeadsListState>): void {
  const next = { ...read(), ...patch };
  const envelope = readEnvelope();
  localStorage.setItem(SALES_STORE_KEY, JSON.stringify({ ...envelope, state: { ...envelope.state, leads: next } }));
  snapshot = next;
  listeners.forEach((l) => l());
}

export function useLeadsListState(): [LeadsListState, (patch: Partial<LeadsListState>) => void] {
  const state = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
  );
  // writeLeadsState is a module function: already stable, no memo needed.
  return [state, writeLeadsState];
}
