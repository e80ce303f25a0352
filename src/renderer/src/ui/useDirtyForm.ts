import { useEffect, useId } from 'react';
import { setFormDirty } from '../lib/dirtyForms';

/** Marks this component's form as holding unsaved changes while `dirty` is true (and never after it unmounts). */
export function useDirtyForm(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    setFormDirty(id, dirty);
  }, [id, dirty]);
  useEffect(() => () => setFormDirty(id, false), [id]);
}
