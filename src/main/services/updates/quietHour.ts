/**
 * The next start of the display station's quiet hour (local time), strictly after `now`. Built
 * from the local calendar so a daylight-saving change moves it with the clock on the wall.
 */
export function nextQuietHour(now: number, hour: number): number {
  const today = new Date(now);
  const at = new Date(today.getFullYear(), today.getMonth(), today.getDate(), hour, 0, 0, 0);
  if (at.getTime() > now) return at.getTime();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1, hour, 0, 0, 0).getTime();
}

/** Whether `now` falls within the quiet hour: a PC that slept through it must not install at 9:00. */
export function isWithinQuietHour(now: number, hour: number): boolean {
  return new Date(now).getHours() === hour;
}
