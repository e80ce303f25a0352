import { describe, expect, it } from 'vitest';
import { applyOverrides, environmentOf, remoteRuntimeConfig, usesEmbeddedApi } from './environment';

const PROD = {
  MAIN_VITE_CRM_ENV: 'prod',
  MAIN_VITE_API_MAIN: 'https://api.crm-ventas.mx/api',
  MAIN_VITE_API_REPORTING: 'https://reportes.crm-ventas.mx/api',
  MAIN_VITE_INVENTORY_API_KEY: 'inv-key',
  MAIN_VITE_COGNITO_REGION: 'us-east-2',
  MAIN_VITE_COGNITO_USER_POOL_ID: 'us-east-2_abc',
  MAIN_VITE_COGNITO_CLIENT_ID: 'client',
};

describe('build environment', () => {
  it('defaults to local, accepts the five environments and refuses others', () => {
    expect(environmentOf(undefined)).toBe('local');
    for (const env of ['local', 'dev', 'dev-local', 'prod', 'prod-local']) expect(environmentOf(env)).toBe(env);
    expect(() => environmentOf('staging')).toThrow(/MAIN_VITE_CRM_ENV/);
    expect(usesEmbeddedApi('local')).toBe(true);
    expect(usesEmbeddedApi('prod-local')).toBe(false);
  });

  it('builds a remote config from the build variables', () => {
    const config = remoteRuntimeConfig('prod', PROD);
    expect(config.api).toEqual({
      main: 'https://api.crm-ventas.mx/api',
      reporting: 'https://reportes.crm-ventas.mx/api',
      notification: 'https://api.crm-ventas.mx/api',
      inventory: 'https://api.crm-ventas.mx/inventory',
      ecommerce: 'https://api.crm-ventas.mx/ecommerce-api',
      inventoryApiKey: 'inv-key',
    });
    expect(config.cognito).toEqual({ region: 'us-east-2', userPoolId: 'us-east-2_abc', userPoolClientId: 'client' });
  });

  it('names the missing build variables', () => {
    expect(() => remoteRuntimeConfig('dev', { MAIN_VITE_API_MAIN: 'https://x' })).toThrow(/MAIN_VITE_INVENTORY_API_KEY.*MAIN_VITE_COGNITO_REGION/);
  });

  it("applies a technician's overrides on top", () => {
    const config = applyOverrides(remoteRuntimeConfig('prod', PROD), { api: { main: 'https://otra.agencia.mx/api' } });
    expect(config.api.main).toBe('https://otra.agencia.mx/api');
    expect(config.api.reporting).toBe('https://reportes.crm-ventas.mx/api');
  });
});
