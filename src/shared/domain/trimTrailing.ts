/**
 * `text` without the run of `char` at its end, in one backwards pass. Replaces /\/+$/ and /\.+$/
 * (issue 51): an unanchored run pattern is tried from every character of a long run that is not at
 * the end ('/////…/a'), quadratic time on a URL or an address someone sends.
 */
export function trimTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return end === text.length ? text : text.slice(0, end);
}
