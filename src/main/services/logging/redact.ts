/**
 * What must never reach a log file or a support bundle: tokens, passwords, credentials and the
 * contact data of clients and staff. Two layers: pino's `redact` paths for the keys we know
 * (structured objects), and `scrubText` over every serialised line (free text, error messages,
 * stacks, request URLs, bodies quoted inside messages) because a secret can hide anywhere.
 */

export const CENSOR = '[oculto]';

/** Object paths pino censors before serialising (fast-redact syntax: one level of `*`). */
export const REDACT_PATHS = [
  'password',
  'newPassword',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'authorization',
  'Authorization',
  'AuthParameters',
  'headers.authorization',
  'headers.Authorization',
  'headers.cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
  '*.authorization',
  '*.Authorization',
  '*.AuthParameters',
  '*.headers.authorization',
  '*.headers.Authorization',
  '*.headers.cookie',
  // An axios error: err.config.headers / err.response.config.headers.
  '*.config.headers.Authorization',
  '*.config.headers.authorization',
  '*.config.data',
  '*.response.config.headers.Authorization',
];

/** Keys whose value is a secret whatever its depth (JSON inside messages included). */
const SECRET_KEY =
  '(?:password|passwd|new_?password|previous_?password|proposed_?password|contrase(?:ñ|n)a|pwd|refresh_?token|access_?token|id_?token|session_?token|token|secret|client_?secret|secret_?hash|api_?key|x-api-key|authorization|cookie|set-cookie|credential|device_?(?:secret|token|key)|pairing_?code)';

interface Rule {
  pattern: RegExp;
  replace: string;
}

const RULES: Rule[] = [
  // Cognito's sign-in body: every parameter (USERNAME is an e-mail, PASSWORD the password, SECRET_HASH…).
  { pattern: /((\\*)"AuthParameters\2"\s*:\s*)\{[^{}]*\}/gi, replace: `$1$2"${CENSOR}$2"` },
  // "key":"value" in JSON, also once escaped inside a JSON string (\"key\":\"value\").
  { pattern: new RegExp(`("${SECRET_KEY}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi'), replace: `$1"${CENSOR}"` },
  { pattern: new RegExp(`(\\\\+"${SECRET_KEY}\\\\+"\\s*:\\s*)\\\\+"[^"]*?\\\\+"`, 'gi'), replace: `$1\\"${CENSOR}\\"` },
  // "key":["value"] (headers as arrays) and non-string JSON values.
  { pattern: new RegExp(`("${SECRET_KEY}"\\s*:\\s*)\\[[^\\]]*\\]`, 'gi'), replace: `$1"${CENSOR}"` },
  // Query strings: ?token=…&code=…
  {
    pattern: /([?&;](?:token|access_token|id_token|refresh_token|code|password|key|api_?key|apikey|signature|x-amz-signature|x-amz-credential|x-amz-security-token)=)(?![[…])[^&#\s"'\\]+/gi,
    replace: `$1${CENSOR}`,
  },
  // Free text: "password: hunter2", "Authorization=xyz", header dumps ("authorization: Bearer …").
  {
    pattern: new RegExp(`(\\b${SECRET_KEY}\\s*[:=]\\s*)(?!\\[|…)(?:"[^"]*"|'[^']*'|\\\\"[^"\\\\]*\\\\"|(?:Bearer\\s+|Display\\s+|Basic\\s+)?[^\\s,;&"'}\\]\\\\]+)`, 'gi'),
    replace: `$1${CENSOR}`,
  },
  { pattern: /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{6,}/g, replace: `$1 ${CENSOR}` },
  // The display station's device credential (`Authorization: Display <secret>`).
  { pattern: /\b(Display)\s+(?=[A-Za-z0-9._~+/=-]*\d)[A-Za-z0-9._~+/=-]{6,}/g, replace: `$1 ${CENSOR}` },
  { pattern: /\b(Display)\s+[A-Za-z0-9._~+/=-]{16,}/g, replace: `$1 ${CENSOR}` },
  // JWTs (and JWEs) anywhere: Amplify's id/access tokens start with eyJ ({" in base64url).
  { pattern: /\beyJ[A-Za-z0-9_-]{8,}(?:\.[A-Za-z0-9_-]*){1,4}/g, replace: '[jwt]' },
  // E-mail addresses (also URL-encoded in a query string).
  { pattern: /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, replace: '[correo]' },
  // Mexican phone numbers: 10 digits (with spaces, dots, dashes or the area code in parentheses),
  // optionally after +52 / 52 and the old mobile 1. Exactly 10 digits, so timestamps and ids stay;
  // a letter before it blocks the match unless it is an escape (\\n in a serialised stack).
  {
    pattern: /(?<!\d)(?<!(?<!\\)[A-Za-z_])(?:\+?52[\s.-]?(?:1[\s.-]?)?)?(?:(?:\(\d{2}\)|\d{2})[\s.-]?\d{4}[\s.-]?\d{4}|(?:\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4})(?![\d\w])/g,
    replace: '[teléfono]',
  },
];

/** The text with every secret and every contact datum replaced by a marker. */
export function scrubText(text: string): string {
  let out = text;
  for (const { pattern, replace } of RULES) out = out.replace(pattern, replace);
  return out;
}

/** Replaces the user's home folder (it carries the Windows/macOS user name) with `~`. */
export function scrubHome(text: string, home: string | undefined): string {
  if (!home || home.length < 3) return text;
  const variants = new Set([home, home.replaceAll('\\', '\\\\'), home.replaceAll('\\', '/')]);
  let out = text;
  for (const variant of variants) out = out.split(variant).join('~');
  return out;
}
