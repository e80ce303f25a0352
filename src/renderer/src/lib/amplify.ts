import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { RuntimeConfig } from '@shared/bridge';
import { bridge } from './bridge';

/** Amplify against the configured user pool; its tokens live in the bridge's session vault. */
export function configureAmplify(config: RuntimeConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.cognito.userPoolId,
        userPoolClientId: config.cognito.userPoolClientId,
        ...(config.cognito.userPoolEndpoint ? { userPoolEndpoint: config.cognito.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: (key, value) => bridge['vault:set']({ key, value }),
    getItem: (key) => bridge['vault:get']({ key }),
    removeItem: (key) => bridge['vault:remove']({ key }),
    clear: () => bridge['vault:clear'](undefined),
  });
}
