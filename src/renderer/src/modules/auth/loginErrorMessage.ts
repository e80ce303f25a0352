import { MSG } from '@shared/messages';

/** The login screen's error catalogue (spec part 1 §8), by Cognito's error names. */
export function loginErrorMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'InvalidParameterException':
    case 'EmptySignInUsername':
    case 'EmptySignInPassword':
      return MSG.loginMissing;
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return MSG.loginWrong;
    case 'UserNotConfirmedException':
      return MSG.loginUnconfirmed;
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return MSG.loginTooMany;
    default:
      return MSG.genericError;
  }
}
