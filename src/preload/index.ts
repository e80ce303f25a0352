import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_CHANNELS, type CrmBridge } from '../shared/bridge';
import { buildBridge } from './buildBridge';

/** The CRM window's `window.crm`: exactly the bridge contract. */
export const crmBridge = buildBridge(ipcRenderer, BRIDGE_CHANNELS) satisfies CrmBridge;

contextBridge.exposeInMainWorld('crm', crmBridge);
