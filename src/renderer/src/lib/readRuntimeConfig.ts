import type { RuntimeConfig } from '@shared/bridge';

/** The id of the element the server puts the configuration in (src/server/web/indexPage.ts). */
const CONFIG_ELEMENT_ID = 'crm-config';

/**
 * A structural check of the configuration, by hand: zod would add ~29 KB to every screen's first
 * load only for this. The server builds the value from its own typed config; this catches a
 * wrong or truncated answer (another server, a proxy's error page), nothing more.
 */
export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as Partial<RuntimeConfig> | null;
  const strings = (o: object | undefined, keys: string[]) => !!o && keys.every((k) => typeof (o as Record<string, unknown>)[k] === 'string');
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.environment === 'string' &&
    typeof v.version === 'string' &&
    strings(v.api, ['main', 'reporting', 'notification', 'inventory']) &&
    strings(v.cognito, ['region', 'userPoolId', 'userPoolClientId'])
  );
}

/** The configuration the server put into the page; undefined when the page came without it. */
export function embeddedRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isRuntimeConfig(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** In a browser: the page's configuration, else (a page served without it) GET /config.json. */
export async function browserRuntimeConfig(): Promise<RuntimeConfig> {
  const embedded = embeddedRuntimeConfig();
  if (embedded) return embedded;
  const res = await fetch('/config.json', { cache: 'no-store' });
  const value: unknown = await res.json();
  if (!isRuntimeConfig(value)) throw new Error('invalid runtime configuration');
  return value;
}
