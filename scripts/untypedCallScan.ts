/**
 * The renderer's calls that still name a path and an answer type by hand (issue 52): every call on
 * one of the axios instances (api, reportingApi, …) and every `getData` unwrapping one, outside the
 * typed client (lib/apiCall.ts, lib/apiRequest.ts) and the instances' own file. A declared call
 * (`call(leadRoutes.detail, …)`) is not one.
 */
export interface UntypedCall {
  file: string;
  line: number;
  text: string;
}

const AXIOS_CALL = /\b(?:api|reportingApi|notificationApi|ecommerceApi|inventoryApi)\.(?:get|post|put|patch|delete|head|request)\b/;
const GET_DATA = /\bgetData\s*(?:<[^>]*>)?\s*\(/;

/** Files that are the typed layer itself (or the axios instances it calls through). */
export const TYPED_LAYER = ['src/renderer/src/lib/apiClient.ts', 'src/renderer/src/lib/apiCall.ts', 'src/renderer/src/lib/apiRequest.ts'];

/** One entry a line that calls an axios instance or unwraps with getData (a line doing both counts once). */
export function untypedCallsIn(file: string, source: string): UntypedCall[] {
  const found: UntypedCall[] = [];
  source.split('\n').forEach((text, index) => {
    const code = text.replace(/\/\/.*$/, '');
    if (AXIOS_CALL.test(code) || GET_DATA.test(code)) found.push({ file, line: index + 1, text: text.trim() });
  });
  return found;
}

export function isScanned(file: string): boolean {
  return /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !TYPED_LAYER.includes(file);
}
