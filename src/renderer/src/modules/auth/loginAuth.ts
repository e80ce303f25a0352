import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { configureAmplify } from '../../lib/amplify';
import { runtimeConfig } from '../../lib/config';

// Amplify (~100 KB) loads after the sign-in form is on screen: this module is imported lazily.
configureAmplify(runtimeConfig());

export const loginAuth = { signIn, signOut, confirmSignIn };
export type LoginAuth = typeof loginAuth;

