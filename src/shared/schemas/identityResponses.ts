import { z } from 'zod';

/**
 * The answers of the Cognito-compatible user pool (issue 41): the well-known documents and the
 * x-amz-target calls Amplify makes (sent as application/x-amz-json-1.1).
 */

/** A public signing key (RS256), as in a JWKS. */
export const publicJwkSchema = z.object({
  kty: z.string().optional(),
  n: z.string().optional(),
  e: z.string().optional(),
  kid: z.string().optional(),
  alg: z.string().optional(),
  use: z.string().optional(),
});
/** GET /cognito/{pool}/.well-known/jwks.json. */
export const jwksAnswer = z.object({ keys: z.array(publicJwkSchema) });

/** GET /cognito/{pool}/.well-known/openid-configuration. */
export const openIdConfigurationAnswer = z.object({
  issuer: z.string(),
  jwks_uri: z.string(),
  id_token_signing_alg_values_supported: z.array(z.string()),
});

/** The tokens of a sign-in or a refresh (a refresh answers no RefreshToken). */
export const authenticationResultSchema = z.object({
  AccessToken: z.string(),
  IdToken: z.string(),
  ExpiresIn: z.number(),
  TokenType: z.literal('Bearer'),
  RefreshToken: z.string().optional(),
});

/** InitiateAuth / RespondToAuthChallenge / GetTokensFromRefreshToken with tokens. */
const tokensAnswer = z.object({
  AuthenticationResult: authenticationResultSchema,
  ChallengeParameters: z.record(z.string(), z.string()).optional(),
});
/** InitiateAuth for a user who must choose a new password first. */
const newPasswordChallengeAnswer = z.object({
  ChallengeName: z.literal('NEW_PASSWORD_REQUIRED'),
  Session: z.string(),
  ChallengeParameters: z.object({ USER_ID_FOR_SRP: z.string(), requiredAttributes: z.string(), userAttributes: z.string() }),
});
/** GetUser. */
const userAnswer = z.object({
  Username: z.string(),
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string() })),
});
/** RevokeToken, GlobalSignOut. */
const emptyAnswer = z.object({});

/** POST /cognito (x-amz-target AWSCognitoIdentityProviderService.<operation>): what each operation answers. */
export const cognitoAnswer = z.union([tokensAnswer, newPasswordChallengeAnswer, userAnswer, emptyAnswer]);
export type CognitoAnswer = z.output<typeof cognitoAnswer>;

/**
 * A refused call: Cognito's own shape (`__type`, also in x-amzn-errortype), or the API's `{ data }`
 * when the body could not be read at all.
 */
export const cognitoErrorAnswer = z.union([z.object({ __type: z.string(), message: z.string() }), z.object({ data: z.string() })]);
