import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@shared/bridge';
import { embeddedRuntimeConfig, isRuntimeConfig } from './readRuntimeConfig';
import { hasStoredSession } from './storedSession';

const CONFIG: RuntimeConfig = {
  environment: 'local',
  version: '1.4.0',
  api: { main: 'http://x/api', reporting: 'http://x/api', notification: 'http://x/api', inventory: 'http://x/inventory', ecommerce: 'https://x.example/ecommerce-api', inventoryApiKey: 'k' },
  cognito: { region: 'us-east-1', userPoolId: 'us-east-1_CRMlocal', userPoolClientId: 'crm-desktop', userPoolEndpoint: 'http://x/cognito' },
};
const page = (text: string | null) => ({ getElementById: (id: string) => (id === 'crm-config' && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('the runtime configuration in the page', () => {
  it('is read from the page without a request', () => {
    expect(embeddedRuntimeConfig(page(JSON.stringify(CONFIG)))).toEqual(CONFIG);
  });

  it('is ignored when missing, broken or incomplete (the client then asks /config.json)', () => {
    expect(embeddedRuntimeConfig(page(null))).toBeUndefined();
    expect(embeddedRuntimeConfig(page('{not json'))).toBeUndefined();
    expect(embeddedRuntimeConfig(page(JSON.stringify({ ...CONFIG, cognito: { region: 'x' } })))).toBeUndefined();
    expect(isRuntimeConfig({ ...CONFIG, api: { ...CONFIG.api, main: 42 } })).toBe(false);
    expect(isRuntimeConfig('<html>')).toBe(false);
  });

  it("does not depend on the inventory api key (it may leave the configuration)", () => {
    const { inventoryApiKey: _dropped, ...api } = CONFIG.api;
    expect(isRuntimeConfig({ ...CONFIG, api })).toBe(true);
  });
});

describe('a stored session', () => {
  it("is Amplify's last user of this app client in the vault", async () => {
    const keys: string[] = [];
    const vault = (value: string | null) => ({
      'vault:get': async ({ key }: { key: string }) => {
        keys.push(key);
        return value;
      },
    });
    expect(await hasStoredSession(vault('ana@demo.mx'), CONFIG)).toBe(true);
    expect(await hasStoredSession(vault(null), CONFIG)).toBe(false);
    expect(keys[0]).toBe('CognitoIdentityServiceProvider.crm-desktop.LastAuthUser');
  });

  it('counts as present when the vault cannot be read, so the app (not the light sign-in) decides', async () => {
    const failing = { 'vault:get': async () => Promise.reject(new Error('locked')) };
    expect(await hasStoredSession(failing, CONFIG)).toBe(true);
  });
});
