import { useEffect, useState } from 'react';
import type { UpdateState } from '@shared/updates';
import { bridge } from '../../lib/bridge';

/** Main's update state: asked once, then as main pushes it. */
export function useUpdateState(): UpdateState | null {
  const [state, setState] = useState<UpdateState | null>(null);
  useEffect(() => {
    let live = true;
    const off = bridge.on('update:state', (next) => setState(next));
    void bridge['update:state']()
      .then((first) => live && setState((pushed) => pushed ?? first))
      .catch(() => {});
    return () => {
      live = false;
      off();
    };
  }, []);
  return state;
}
