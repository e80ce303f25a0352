import type { RuntimeConfig } from '@shared/bridge';
import { bridge } from './bridge';

let current: RuntimeConfig | undefined;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  current ??= await bridge['app:config'](undefined);
  return current;
}

/** The configuration loaded at start-up; the app renders only after it is there. */
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('runtime config not loaded');
  return current;
}
