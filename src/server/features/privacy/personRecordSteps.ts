import type { DuplicateKeys } from '../../../shared/domain/duplicateMatch';
import type { PersonRecordKind } from '../../../shared/domain/arcoMessages';
import type { MatchedContact } from '../../lib/personMatch';
import type { DbOrTx } from '../../lib/queryRows';

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

const steps = new Map<PersonRecordKind, PersonRecordStep>();

/** Where the features owning a person's records register their step (once, at start). */
export const personRecordSteps = {
  register(kind: PersonRecordKind, step: PersonRecordStep): void {
    if (steps.has(kind)) throw new Error(`privacy: person record step ${kind} registered twice`);
    steps.set(kind, step);
  },
  get(kind: PersonRecordKind): PersonRecordStep | undefined {
    return steps.get(kind);
  },
  entries(): [PersonRecordKind, PersonRecordStep][] {
    if (steps.size === 0) throw new Error('privacy: no person record steps registered (call wireFeatures() at start)');
    return [...steps];
  },
};
