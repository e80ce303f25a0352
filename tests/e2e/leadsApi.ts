import { DEMO_PASSWORD } from './fixtures';

/**
 * Direct API calls for test set-up only (the screens are what the specs assert on): sign in at the
 * API's Cognito-compatible endpoint and call /api with the id token, as the client does.
 */
export async function idTokenFor(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/cognito`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'crm-desktop', AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  const body = (await res.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!body.AuthenticationResult) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

export function userIdOf(idToken: string): number {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  return Number(payload['custom:userId']);
}

export async function apiAs<T>(baseURL: string, email: string, method: string, path: string, body?: unknown, agencyId = 1): Promise<{ status: number; data: T }> {
  const token = await idTokenFor(baseURL, email);
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, agencyid: String(agencyId), userid: String(userIdOf(token)), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: ((await res.json()) as { data: T }).data };
}
