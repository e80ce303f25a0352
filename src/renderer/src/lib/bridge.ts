import type { CrmBridge } from '@shared/bridge';
import { createBrowserBridge } from './browserBridge';

declare global {
  interface Window {
    crm?: CrmBridge;
  }
}

/** The desktop preload's `window.crm`, or the browser implementation of the same contract. */
export const bridge: CrmBridge = window.crm ?? createBrowserBridge();
export const isDesktop = window.crm !== undefined;
