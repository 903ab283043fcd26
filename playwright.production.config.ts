/**
 * The end-to-end checks of the production build (tests/production/), run by `npm run
 * test:production`, which builds the site, serves it and starts the local stand-ins for Google
 * sign-in and EmailJS, then passes their addresses here.
 */
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/browser.ts';
import { required } from './tests/production/environment.ts';

export default defineConfig({
  testDir: 'tests/production',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['./tests/support/timings-reporter.ts', { suite: 'production' }]],
  // CI's machine has two cores for both workers, the server and the relay in workerd: there a test
  // takes up to twice what it takes on a quiet machine, and a ride typed key by key then read by
  // both accessibility checkers ran past the old limit. Slow tests (test.slow()) get three times this.
  timeout: 60_000,
  outputDir: 'test-results/production',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: required('PRODUCTION_ORIGIN'),
    trace: 'off',
    // The stand-ins' certificate is a throwaway made for the run.
    ignoreHTTPSErrors: true,
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, `--host-resolver-rules=${required('OUTSIDE_SERVICES_RULES')}`],
    },
  },
});
