/** macOS says ⌘, the others Ctrl. */
export function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);
}

/** Ctrl+K (⌘K on macOS) opens the palette. */
export function isPaletteKey(e: KeyboardEvent): boolean {
  return e.key.toLowerCase() === 'k' && (isMac() ? e.metaKey : e.ctrlKey) && !e.altKey && !e.shiftKey;
}

/** '?' shows the shortcuts, unless the user is typing in a field. */
export function isHelpKey(e: KeyboardEvent): boolean {
  if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey) return false;
  const target = e.target as HTMLElement | null;
  const tag = target?.tagName;
  return !(tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target?.isContentEditable);
}
