import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { Role } from '@shared/domain/roles';
import { isHelpKey, isMac, isPaletteKey } from './paletteKeys';

// Loaded when first opened: the sign-in and the leads list's first row keep their bundle budgets.
const CommandPalette = lazy(async () => ({ default: (await import('./CommandPalette')).CommandPalette }));
const ShortcutsHelp = lazy(async () => ({ default: (await import('./ShortcutsHelp')).ShortcutsHelp }));

/**
 * The header's search button and the keyboard: Ctrl+K / ⌘K opens the palette, '?' the shortcuts.
 * Closing puts the focus back on what had it before (Esc returns focus where it was).
 */
export function PaletteHost({ role }: { role: Role }) {
  const [shown, setShown] = useState<'palette' | 'help' | null>(null);
  const before = useRef<HTMLElement | null>(null);
  const show = (what: 'palette' | 'help') => {
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setShown(what);
  };
  const close = () => {
    setShown(null);
    const el = before.current;
    // After the dialog's own focus handling: the element that had the focus gets it back.
    window.setTimeout(() => el?.isConnected && el.focus(), 0);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isPaletteKey(e)) {
        e.preventDefault();
        show('palette');
      } else if (isHelpKey(e) && !document.querySelector('.ant-modal-wrap')) {
        e.preventDefault();
        show('help');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const keys = isMac() ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Tooltip title={`Buscar (${keys})`}>
        <Button type="text" aria-label={`Buscar (${keys})`} aria-keyshortcuts={isMac() ? 'Meta+K' : 'Control+K'} data-testid="palette-button" icon={<SearchOutlined aria-hidden />} onClick={() => show('palette')} />
      </Tooltip>
      <Suspense fallback={null}>
        {shown === 'palette' && <CommandPalette role={role} onClose={close} />}
        {shown === 'help' && <ShortcutsHelp onClose={close} />}
      </Suspense>
    </>
  );
}
