import type { CrmBridge, RuntimeConfig } from '@shared/bridge';

/**
 * Whether the vault holds a signed-in user, read without Amplify: its token store keeps the
 * last user under this key (aws-amplify/auth, TokenStore's `LastAuthUser`). A stale or expired
 * session still counts: the app's session check signs it out as before.
 */
export async function hasStoredSession(bridge: Pick<CrmBridge, 'vault:get'>, config: RuntimeConfig): Promise<boolean> {
  const key = `CognitoIdentityServiceProvider.${config.cognito.userPoolClientId}.LastAuthUser`;
  try {
    return !!(await bridge['vault:get']({ key }));
  } catch {
    return true;
  }
}
