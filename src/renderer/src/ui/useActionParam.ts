import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The address parameter the palette's actions carry ('/sells/leads?accion=crear-lead'). */
export const ACTION_PARAM = 'accion';

/**
 * Starts a screen's action when the address asks for it (the Ctrl+K palette's 'Crear lead', 'Crear
 * cita', 'Registrar visita', 'Importar'): read once, then taken out of the address, so a reload or
 * Back does not start it again. Also when the screen is already open and the palette navigates to it.
 */
export function useActionParam(action: string, start: () => void): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get(ACTION_PARAM) === action;
  useEffect(() => {
    if (!asked) return;
    start();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ACTION_PARAM);
        return next;
      },
      { replace: true },
    );
    // Runs when the address asks; `start` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
}
