import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A dialog that a link can open (`?newLead=true`, `?crear=1`) as well as a button: closing it takes the
 * parameter out of the address, so a reload or Back does not open it again. Focus goes back to the
 * control that opened it (a dialog rendered only while open unmounts before antd can return it).
 */
export function useLinkedDialog(param: string, value = 'true'): { open: boolean; show(): void; close(): void } {
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return {
    open: asked || params.get(param) === value,
    show: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
      setAsked(true);
    },
    close: () => {
      const back = opener.current;
      opener.current = null;
      if (back) window.setTimeout(() => back.isConnected && back.focus(), 0);
      setAsked(false);
      if (params.has(param)) {
        params.delete(param);
        setParams(params, { replace: true });
      }
    },
  };
}
