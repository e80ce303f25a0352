import { runtimeConfigSchema, type RuntimeConfig } from '../shared/bridge';
import { APP_VERSION, ENVIRONMENTS, type Environment } from '../shared/domain/constants';
import type { EnvironmentOverrides } from './services/settingsStore';

/** The build-time variables a non-local build needs (set them when running `npm run build`). */
export interface BuildEnv {
  MAIN_VITE_CRM_ENV?: string;
  MAIN_VITE_API_MAIN?: string;
  MAIN_VITE_API_REPORTING?: string;
  MAIN_VITE_API_NOTIFICATION?: string;
  MAIN_VITE_API_INVENTORY?: string;
  MAIN_VITE_API_ECOMMERCE?: string;
  MAIN_VITE_INVENTORY_API_KEY?: string;
  MAIN_VITE_COGNITO_REGION?: string;
  MAIN_VITE_COGNITO_USER_POOL_ID?: string;
  MAIN_VITE_COGNITO_CLIENT_ID?: string;
  MAIN_VITE_COGNITO_ENDPOINT?: string;
  /** The update feed's base (HTTPS or S3 over HTTPS): estable/ and piloto/ are its folders. Optional in every environment. */
  MAIN_VITE_UPDATE_FEED?: string;
}

/** The build's environment; 'local' (embedded API) when the build did not choose one. */
export function environmentOf(value: string | undefined): Environment {
  if (value === undefined || value === '') return 'local';
  if ((ENVIRONMENTS as readonly string[]).includes(value)) return value as Environment;
  throw new Error(`MAIN_VITE_CRM_ENV desconocido: ${value} (use ${ENVIRONMENTS.join(', ')})`);
}

/** 'local' is the only environment that starts the embedded API; the others call the bases given at build time. */
export function usesEmbeddedApi(environment: Environment): boolean {
  return environment === 'local';
}

const REQUIRED = [
  'MAIN_VITE_API_MAIN',
  'MAIN_VITE_INVENTORY_API_KEY',
  'MAIN_VITE_COGNITO_REGION',
  'MAIN_VITE_COGNITO_USER_POOL_ID',
  'MAIN_VITE_COGNITO_CLIENT_ID',
] as const satisfies readonly (keyof BuildEnv)[];

/** The runtime config of a non-local build. Reporting and notification bases default to the main base; inventory and e-commerce to their paths on its host. */
export function remoteRuntimeConfig(environment: Environment, env: BuildEnv): RuntimeConfig {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Faltan variables de compilación para '${environment}': ${missing.join(', ')}`);
  const main = env.MAIN_VITE_API_MAIN ?? '';
  return runtimeConfigSchema.parse({
    environment,
    version: APP_VERSION,
    api: {
      main,
      reporting: env.MAIN_VITE_API_REPORTING || main,
      notification: env.MAIN_VITE_API_NOTIFICATION || main,
      inventory: env.MAIN_VITE_API_INVENTORY || new URL('/inventory', main).href,
      inventoryApiKey: env.MAIN_VITE_INVENTORY_API_KEY,
      ecommerce: env.MAIN_VITE_API_ECOMMERCE || new URL('/ecommerce-api', main).href,
    },
    cognito: {
      region: env.MAIN_VITE_COGNITO_REGION,
      userPoolId: env.MAIN_VITE_COGNITO_USER_POOL_ID,
      userPoolClientId: env.MAIN_VITE_COGNITO_CLIENT_ID,
      ...(env.MAIN_VITE_COGNITO_ENDPOINT ? { userPoolEndpoint: env.MAIN_VITE_COGNITO_ENDPOINT } : {}),
    },
  });
}

/** A technician's per-workstation overrides (settings file), checked like the build's own values. */
export function applyOverrides(config: RuntimeConfig, overrides: EnvironmentOverrides | undefined): RuntimeConfig {
  if (!overrides) return config;
  return runtimeConfigSchema.parse({
    ...config,
    api: { ...config.api, ...overrides.api },
    cognito: { ...config.cognito, ...overrides.cognito },
  });
}
