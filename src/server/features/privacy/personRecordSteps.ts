import type { DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import type { PersonRecordKind } from '../../../shared/domain/arcoMessages';
import type { MatchedContact } from '../../lib/personMatch';
import type { DbOrTx } from '../../lib/queryRows';
import type { FileStore } from '../../lib/fileStore';
import { appSlot, appState } from '../../lib/appScope';

/**
 * How a feature takes part in a person's ARCO request (issue 54). Each feature that keeps personal
 * data registers, once at start (src/server/featureWiring.ts), a step over its own tables, so the
 * privacy feature reads none of them: leads' merge steps are the model. `find` answers the agency's
 * records the duplicate matcher (its keys and matchReasons) calls the person's.
 */
export interface PersonRecordStep {
  find(db: DbOrTx, agencyId: number, keys: DuplicateKeys): Promise<MatchedContact[]>;
  /**
   * Everything the feature holds of these records of the person (an access request's file): one
   * entry a record, each with its sections of rows. Only the ids given; nothing of another person.
   */
  exportData(db: DbOrTx, ids: readonly number[]): Promise<PersonRecordData[]>;
  /**
   * Cancellation's second stage (the retention job): replaces every personal field of these records
   * (and of the feature's rows that hang from them) with ERASED_TOKEN (null where a token cannot go),
   * keeping ids, agency, dates, phases, products, amounts and relations. Idempotent. `files`: the file
   * store, for a feature whose rows keep files of the person (WhatsApp's media).
   */
  erase(db: DbOrTx, ids: readonly number[], files: FileStore): Promise<void>;
  /**
   * Those of these records tied to a sale (kept for the fiscal period before deletion). Absent: a
   * kind never tied to a sale. featureWiring may give it from the feature that owns the sales.
   */
  soldIds?(db: DbOrTx, ids: readonly number[]): Promise<number[]>;
  /**
   * A cancellation's first stage (blocking): sets `blocked_at = at` on these records (those not
   * blocked yet) and on the rows the feature decides follow them (a retail lead's WhatsApp
   * conversation). Returns every record it blocked, of whichever kind, so the privacy ledger names
   * each. Runs in the caller's transaction. A blocked record leaves every list, search, export and
   * answer; aggregates of history keep counting it.
   */
  block(db: DbOrTx, ids: readonly number[], at: Date): Promise<BlockedRecord[]>;
}

/** A record a cancellation blocked (privacy_blocks' key). */
export interface BlockedRecord {
  kind: PersonRecordKind;
  id: number;
}

/** A value of the access file: what a row shows, already readable (dates as ISO text). */
export type PersonDataValue = string | number | boolean | null;

/** One record's data in an access file: its sections ('Datos', 'Teléfonos', 'Actividades'…), each a list of rows. */
export interface PersonRecordData {
  id: number;
  sections: { title: string; rows: Record<string, PersonDataValue>[] }[];
}

interface Registered {
  steps: Map<PersonRecordKind, PersonRecordStep>;
  alsoErasers: Map<PersonRecordKind, EraseAlso[]>;
}

/** Another feature's rows that hang from a kind's records and hold the person's data (a lead's sales' RFC, its appointments' notes). */
export type EraseAlso = (db: DbOrTx, ids: readonly number[], files: FileStore) => Promise<void>;
// Per app (lib/appScope.ts).
const registeredSlot = appSlot<Registered>('person record steps', () => ({ steps: new Map(), alsoErasers: new Map() }));
const registered = (): Registered => appState(registeredSlot);

/** Where the features owning a person's records register their step (once, at start). */
export const personRecordSteps = {
  register(kind: PersonRecordKind, step: PersonRecordStep): void {
    const { steps } = registered();
    if (steps.has(kind)) throw new Error(`privacy: person record step ${kind} registered twice`);
    steps.set(kind, step);
  },
  /**
   * Registers the erasure of another feature's rows hanging from a kind's records (the owner's step
   * erases its own tables; sales, appointments, notifications and WhatsApp add theirs here).
   */
  alsoErase(kind: PersonRecordKind, erase: EraseAlso): void {
    const { alsoErasers } = registered();
    alsoErasers.set(kind, [...(alsoErasers.get(kind) ?? []), erase]);
  },
  /** Erases these records of a kind: the owner's step, then every feature's rows that hang from them. */
  async erase(db: DbOrTx, kind: PersonRecordKind, ids: readonly number[], files: FileStore): Promise<void> {
    const { steps, alsoErasers } = registered();
    const step = steps.get(kind);
    if (!step) throw new Error(`privacy: no person record step ${kind}`);
    if (!ids.length) return;
    await step.erase(db, ids, files);
    for (const also of alsoErasers.get(kind) ?? []) await also(db, ids, files);
  },
  /** The step of one kind (the retention job erases a ledger row's record through it). */
  get(kind: PersonRecordKind): PersonRecordStep | undefined {
    return registered().steps.get(kind);
  },
  entries(): [PersonRecordKind, PersonRecordStep][] {
    const { steps } = registered();
    if (steps.size === 0) throw new Error('privacy: no person record steps registered (call wireFeatures() at start)');
    return [...steps];
  },
};
