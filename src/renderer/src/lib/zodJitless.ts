/**
 * `z.config({ jitless: true })` without importing zod: zod keeps its configuration in this
 * global object (created by whichever comes first, zod or this call) and reads `jitless` when it
 * parses. Merging into the object works whether zod is already loaded or not.
 */
export function setZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
