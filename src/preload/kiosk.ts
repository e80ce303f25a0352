import { contextBridge, ipcRenderer } from 'electron';
import { KIOSK_CHANNELS, type KioskBridge } from '../shared/bridge';
import { buildBridge } from './buildBridge';

/** The waiting-list window's `window.crm`: the read-only subset (main refuses anything else anyway). */
export const kioskBridge = buildBridge(ipcRenderer, KIOSK_CHANNELS) satisfies KioskBridge;

contextBridge.exposeInMainWorld('crm', kioskBridge);
