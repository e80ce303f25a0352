import { appSlot, appState } from '../../lib/appScope';
import type { DbOrTx } from '../../lib/queryRows';

/** The leads the duplicate matcher paired with a lead on the same phone or e-mail. */
export type ContactMatcher = (tx: DbOrTx, leadId: number) => Promise<number[]>;

// Per app (lib/appScope.ts); none plugged in: no match.
const matcherSlot = appSlot<{ matcher: ContactMatcher }>('arrival contact matcher', () => ({ matcher: () => Promise.resolve([]) }));

/**
 * A NEW walk-in whose phone or e-mail is a known client's may be that client arriving for an
 * appointment. duplicates owns the pairs, but it reads floorVisits' history for its comparison, so
 * floorVisits may not import it back: duplicates' matcher is registered here (featureWiring.ts).
 */
export function useArrivalContactMatcher(next: ContactMatcher): void {
  appState(matcherSlot).matcher = next;
}

export function arrivalContactMatches(tx: DbOrTx, leadId: number): Promise<number[]> {
  return appState(matcherSlot).matcher(tx, leadId);
}
