/**
 * The statements a test app sends while one piece of work runs: pass `onQuery` to createTestApp, then
 * `const { result, statements } = await recorder.during(() => t.api(…))`.
 */
export function statementRecorder() {
  let on = false;
  const seen: string[] = [];
  return {
    onQuery: (query: string) => {
      if (on) seen.push(query);
    },
    async during<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      seen.length = 0;
      on = true;
      try {
        const result = await work();
        return { result, statements: [...seen] };
      } finally {
        on = false;
      }
    },
  };
}
