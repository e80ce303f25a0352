import type { BridgeHandlers } from '../../ipc/registerHandlers';
import type { UpdatePolicy } from './updatePolicy';

/** Main's side of the 'update:*' channels. */
export function updateBridgeHandlers(updates: UpdatePolicy): Pick<BridgeHandlers, 'update:state' | 'update:check' | 'update:install' | 'update:setDirty'> {
  return {
    'update:state': () => updates.state(),
    'update:check': () => updates.check(),
    'update:install': () => updates.install(),
    'update:setDirty': ({ dirty }) => updates.setDirty(dirty),
  };
}
