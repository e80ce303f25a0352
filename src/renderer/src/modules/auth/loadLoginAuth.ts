import type { LoginAuth } from './loginAuth';

let loading: Promise<LoginAuth> | undefined;

/** Amplify for the sign-in form, loaded once and only after the form is on screen. */
export function loadLoginAuth(): Promise<LoginAuth> {
  loading ??= import('./loginAuth').then((m) => m.loginAuth);
  return loading;
}
