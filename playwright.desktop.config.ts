import { defineConfig } from '@playwright/test';

// The journeys' dates (today's appointments) are Mexico City's, as the app's.
process.env.TZ = 'America/Mexico_City';
// The embedded demo would start its own WhatsApp simulator (issue 53) and post its clients' messages
// meanwhile: the journeys count notifications and set the agency's number themselves
// (whatsapp.spec.ts starts the simulator it signs with).
process.env.WHATSAPP_SIM ??= '0';

/**
 * The desktop build's end-to-end run (`npm run test:desktop`, after `electron-vite build`):
 * - electron.spec.ts: Playwright's Electron support on the built app, where Electron's binary exists;
 * - harness.spec.ts: the same journeys on the desktop renderer build served by the real app://
 *   handler, the real preload bridge and main process, Electron's primitives faked (tests/desktop/README.md).
 */
export default defineConfig({
  testDir: 'tests/desktop',
  fullyParallel: false,
  // Each worker seeds its own userData and every test copies it: two workers share nothing (CI: 3.6 → 2.6 min).
  workers: Number(process.env.DESKTOP_WORKERS ?? (process.env.CI ? 2 : 1)),
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/desktop',
  use: {
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
