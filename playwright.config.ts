import { defineConfig } from '@playwright/test';
import net from 'node:net';

/** A port the OS has free now: a running app (4000) or another suite on a fixed port cannot break the run. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// The browser runs in Mexico City (timezoneId below); the tests' own dates (dayjs() for "today",
// "yesterday", this month) must be Mexico City's too, or from 18:00 to 24:00 there they name
// tomorrow's UTC date. Set before the workers start, which inherit it.
process.env.TZ = 'America/Mexico_City';

// Each worker drives its own server and database (a spec file resets the database it runs on), so
// two workers use both cores without seeing each other's writes. E2E_WORKERS overrides; CI runs two.
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
// Chosen once by the runner and inherited by its workers through the environment (E2E_PORT_<n>); the
// worker with parallel index n uses server n (tests/e2e/fixtures.ts). E2E_PORT pins the first.
process.env.E2E_PORT_0 ??= process.env.E2E_PORT ?? String(await freePort());
for (let n = 1; n < WORKERS; n++) process.env[`E2E_PORT_${n}`] ??= String(await freePort());
const PORTS = Array.from({ length: WORKERS }, (_, n) => Number(process.env[`E2E_PORT_${n}`]));
// The WhatsApp Cloud API simulator's port (issue 53): tests/e2e/whatsapp.spec.ts starts the simulator
// there, and the server's Graph client is aimed at it from the start (nothing else calls it).
process.env.E2E_WA_SIM_PORT ??= String(await freePort());

/** E2E in Debian's Chromium against the browser build served by the API (one origin, fresh in-memory database). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  // Two workers share 2 cores in CI: a test that times out once under that load gets two more tries.
  retries: process.env.CI ? 2 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    // A click that cannot land (a dialog's mask over its target) fails in 20 s and is retried, instead
    // of waiting out a long test's whole timeout (CI once lost 7 minutes to one).
    actionTimeout: 20_000,
    baseURL: `http://127.0.0.1:${PORTS[0]}`,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: PORTS.map((PORT) => ({
    command: 'node --import tsx src/server/server.ts',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    // The server starts in seconds from the cached PGlite template; the margin is for a loaded CI machine.
    timeout: 240_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: ':memory:',
      STATIC_DIR: 'out/web',
      LOG: 'false',
      E2E_RESET: '1',
      // Each spec file reseeds: a smaller network than the desktop demo keeps the resets quick.
      SEED_LEADS_PER_AGENCY: '120',
      RUN_JOBS: 'false',
      DATABASE_URL: '',
      WHATSAPP_GRAPH_URL: `http://127.0.0.1:${process.env.E2E_WA_SIM_PORT}/v21.0`,
    },
  })),
});
