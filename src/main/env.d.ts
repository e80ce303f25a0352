/** Build-time variables electron-vite inlines into main (only MAIN_VITE_* reach it). */
interface ImportMetaEnv {
  readonly MAIN_VITE_CRM_ENV?: string;
  readonly MAIN_VITE_API_MAIN?: string;
  readonly MAIN_VITE_API_REPORTING?: string;
  readonly MAIN_VITE_API_NOTIFICATION?: string;
  readonly MAIN_VITE_API_INVENTORY?: string;
  readonly MAIN_VITE_INVENTORY_API_KEY?: string;
  readonly MAIN_VITE_COGNITO_REGION?: string;
  readonly MAIN_VITE_COGNITO_USER_POOL_ID?: string;
  readonly MAIN_VITE_COGNITO_CLIENT_ID?: string;
  readonly MAIN_VITE_COGNITO_ENDPOINT?: string;
  readonly MAIN_VITE_UPDATE_FEED?: string;
}
