/**
 * Wrong pairing codes per address (issue 51): over `max` in `windowMs`, a wrong code answers 429
 * instead of 400; a right code is still taken. The limit used to count every attempt, so ten typos
 * in a showroom behind one NAT refused its own valid code. This only slows one address's scanning;
 * what stops guessing one code from many addresses is the per-code count in the database
 * (displayService's PAIRING_CODE_MAX_FAILURES). Kept in this process's memory (each replica counts
 * its own): the addresses seen in the last window, at most `maxAddresses` of them.
 */
export function wrongGuessLimit({ max, windowMs, maxAddresses = 10_000 }: { max: number; windowMs: number; maxAddresses?: number }) {
  const seen = new Map<string, { count: number; since: number }>();
  const current = (address: string, now: number) => {
    const entry = seen.get(address);
    return entry && now - entry.since < windowMs ? entry : undefined;
  };
  return {
    /** Whether this address has already sent `max` wrong codes in the window. */
    exceeded(address: string, now = Date.now()): boolean {
      return (current(address, now)?.count ?? 0) >= max;
    },
    /** One more wrong code from this address. */
    note(address: string, now = Date.now()): void {
      const entry = current(address, now);
      if (entry) {
        entry.count += 1;
        return;
      }
      // Forget windows that ended (Map keeps insertion order: the oldest first), then bound the map.
      for (const [key, value] of seen) {
        if (now - value.since < windowMs && seen.size < maxAddresses) break;
        seen.delete(key);
      }
      // Deleted first so a renewed window moves to the end, keeping the map in order of `since`.
      seen.delete(address);
      seen.set(address, { count: 1, since: now });
    },
  };
}
