import { useState } from 'react';
import { MSG } from '@shared/messages';
import { toast } from '../../../ui/toast';
import { useRefreshLeads } from '../queries';

/** A one-click lead action: runs the call, shows the success toast or 'Error' with the server's message, refreshes. */
export function useLeadAction(): { busy: string | null; run(key: string, call: () => Promise<unknown>, success: string): Promise<void> } {
  const refresh = useRefreshLeads();
  const [busy, setBusy] = useState<string | null>(null);
  return {
    busy,
    async run(key, call, success) {
      setBusy(key);
      try {
        await call();
        toast.success(success);
        await refresh();
      } catch (error) {
        toast.error(error instanceof Error ? error.message : MSG.genericError);
      } finally {
        setBusy(null);
      }
    },
  };
}
