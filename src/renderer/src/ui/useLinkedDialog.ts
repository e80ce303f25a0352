import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A dialog that a link can open (`?newLead=true`, `?crear=1`) as well as a button: closing it takes the
 * parameter out of the address, so a reload or Back does not open it again.
 */
export function useLinkedDialog(param: string, value = 'true'): { open: boolean; show(): void; close(): void } {
  const [params, setParams] = useSearchParams();
  const [asked, setAsked] = useState(false);
  return {
    open: asked || params.get(param) === value,
    show: () => setAsked(true),
    close: () => {
      setAsked(false);
      if (params.has(param)) {
        params.delete(param);
        setParams(params, { replace: true });
      }
    },
  };
}
