import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/browser.ts';
import { editorSavesTo } from './tests/support/editor-saves.ts';
import { unspendableMonth } from './tests/support/relay-traffic.ts';

/** The port the tests serve the build on; E2E_PORT moves it when 4321 is taken. */
const port = Number(process.env['E2E_PORT'] ?? 4321);

export default defineConfig({
  testDir: 'tests/e2e',
  // Emptied as each run starts: its own folder, so the other suites' timings beside it stay.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['./tests/support/timings-reporter.ts', { suite: 'e2e' }]],
  // CI's machine has two cores for both workers, the server and the relay in workerd: there a test
  // takes up to twice what it takes on a quiet machine, and a ride typed key by key then read by
  // both accessibility checkers ran past the old limit. Slow tests (test.slow()) get three times this.
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // Local mode (npm run build:local): the stand-ins answer sign-in, email and GitHub, and the
    // forms send through the relay, the site's Worker in workerd; the messages the tests send go to
    // a fresh inbox of their own, not the developer's .local-inbox/, and what the editor saves to a
    // folder of its own, not the project's content.
    command: 'node server/serve.ts --stand-ins --relay',
    url: `http://localhost:${port}/`,
    // wrangler starts workerd first: some seconds, more on a busy machine.
    timeout: 120_000,
    reuseExistingServer: false,
    // The relay's month one no run can spend: what the tests send never meets it, whatever the day.
    env: {
      PORT: String(port),
      LOCAL_INBOX_DIR: 'test-results/e2e/local-inbox',
      EDITOR_SAVES_TO: editorSavesTo,
      LOCAL_RELAY_MONTHLY_SENDS: String(unspendableMonth),
    },
    stdout: 'ignore',
  },
});
