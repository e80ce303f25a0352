import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './testApp';
import { statementRecorder } from './statementRecorder';
import { fixtures, type Fixtures } from './leadsFixtures';

/**
 * A file's test app whose statements can be recorded (`app.recorder.during(…)`), with the leads
 * fixtures: built before the file's tests, closed after them. For the tests that count or read the
 * statements a call sends (issue 55).
 */
export function recordedLeadsApp(leadsPerAgency = 5, prepare?: (app: { t: TestApp; f: Fixtures }) => Promise<void>) {
  const app = { recorder: statementRecorder() } as { t: TestApp; f: Fixtures; recorder: ReturnType<typeof statementRecorder> };
  beforeAll(async () => {
    app.t = await createTestApp({ leadsPerAgency, onQuery: app.recorder.onQuery });
    app.f = await fixtures(app.t);
    await prepare?.(app);
  });
  afterAll(async () => app.t?.close());
  return app;
}
