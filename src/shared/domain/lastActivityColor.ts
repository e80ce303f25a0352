/** Last-activity colouring of the fleet lead list (§4): older than 8 days red, 4 orange, 2 green, else none. */
export type LastActivityColor = 'red' | 'orange' | 'green' | null;

const DAY_MS = 86_400_000;

export function lastActivityColor(lastActivity: Date | string | null | undefined, now: Date = new Date()): LastActivityColor {
  if (lastActivity === null || lastActivity === undefined) return null;
  const at = typeof lastActivity === 'string' ? new Date(lastActivity) : lastActivity;
  const age = now.getTime() - at.getTime();
  if (!Number.isFinite(age)) return null;
  if (age > 8 * DAY_MS) return 'red';
  if (age > 4 * DAY_MS) return 'orange';
  if (age > 2 * DAY_MS) return 'green';
  return null;
}

/** Each level's text colour: red, orange and green dark enough to read at 4.5:1 or more on white and on a row's hover. */
export const LAST_ACTIVITY_HEX: Record<Exclude<LastActivityColor, null>, string> = {
  red: '#cf1322',
  orange: '#ad4e00',
  green: '#237804',
};
