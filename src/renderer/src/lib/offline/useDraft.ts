import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDraft, hasTyped, readDraft, writeDraft } from './drafts';

export interface DraftControl<T> {
  /** A kept draft not yet recovered or discarded: the form offers 'Recuperar borrador'. */
  offered: T | null;
  /** Keeps the values typed so far (debounced). */
  keep(values: T): void;
  /** The user took the draft or threw it away: stop offering it (discarding also deletes it). */
  take(): T | null;
  discard(): void;
  /** Saved: the draft is done with. */
  done(): void;
}

/** The draft of one form (`name`, per user and agency) while it is open. */
export function useDraft<T extends object>(name: string, open: boolean, defaults: Record<string, unknown> = {}): DraftControl<T> {
  const [offered, setOffered] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const defaultsRef = useRef(defaults);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void readDraft<T>(name).then((draft) => {
      if (live && draft && hasTyped(draft, defaultsRef.current)) setOffered(draft);
    });
    return () => {
      live = false;
      clearTimeout(timer.current);
      setOffered(null);
    };
  }, [name, open]);

  const keep = useCallback(
    (values: T) => {
      clearTimeout(timer.current);
      // An untouched form does not replace a kept draft the user has not answered yet.
      if (!hasTyped(values, defaultsRef.current)) return;
      timer.current = setTimeout(() => void writeDraft(name, values), 400);
    },
    [name],
  );
  const take = useCallback(() => {
    const draft = offered;
    setOffered(null);
    return draft;
  }, [offered]);
  const discard = useCallback(() => {
    setOffered(null);
    void clearDraft(name);
  }, [name]);
  const done = useCallback(() => {
    clearTimeout(timer.current);
    setOffered(null);
    void clearDraft(name);
  }, [name]);
  return { offered, keep, take, discard, done };
}
