import type { Paging } from '../paged';

/**
 * The total a list's caller already knows, carried on the paging object (a symbol, so no query
 * string can set it): the list export reads its list page after page with the same filters, and
 * after the first page a page need not count the list again — on a big list the count costs as
 * much as the page.
 */
export const KNOWN_TOTAL = Symbol('knownTotal');

export function knownTotalOf(paging: Paging): number | undefined {
  return (paging as Paging & { [KNOWN_TOTAL]?: number })[KNOWN_TOTAL];
}

/** `query` (a list call's query) told that the list holds `total` rows. */
export function withKnownTotal<Q extends object>(query: Q, total: number): Q {
  return Object.assign(query, { [KNOWN_TOTAL]: total });
}

/**
 * A list call that needs the exact total (the list export counts its rows once, then reads page after
 * page up to it): without it the list kit's count stops at its cap (boundedTotal.ts).
 */
export const EXACT_TOTAL = Symbol('exactTotal');

export function exactTotalWanted(paging: Paging): boolean {
  return (paging as Paging & { [EXACT_TOTAL]?: boolean })[EXACT_TOTAL] === true;
}

/** `query` (a list call's query) asking for the exact total. */
export function withExactTotal<Q extends object>(query: Q): Q {
  return Object.assign(query, { [EXACT_TOTAL]: true });
}
