/**
 * A vehicle's name for people: its name, then each of version, transmission, model that the words
 * before do not already say ('JAC Sei7 Pro' + 'Dynamic' + 'Sei7 Pro' → 'JAC Sei7 Pro Dynamic', not
 * 'JAC Sei7 Pro Dynamic Sei7 Pro').
 */
export function productTitle(p: { name: string; version?: string | null; transmission?: string | null; model?: string | number | null }): string {
  let title = p.name.trim();
  for (const part of [p.version, p.transmission, p.model]) {
    const text = part === null || part === undefined ? '' : String(part).trim();
    if (text && !title.toLowerCase().includes(text.toLowerCase())) title = `${title} ${text}`;
  }
  return title;
}
