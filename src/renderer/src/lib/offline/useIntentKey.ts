import { useCallback, useEffect, useRef } from 'react';

/**
 * One Idempotency-Key per user intent: the same for every attempt while the form is open (a retry
 * after a timeout writes nothing twice), a new one each time it opens.
 */
export function useIntentKey(open: boolean): () => string {
  const key = useRef<string>('');
  useEffect(() => {
    if (open) key.current = crypto.randomUUID();
  }, [open]);
  return useCallback(() => (key.current ||= crypto.randomUUID()), []);
}
