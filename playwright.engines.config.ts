import { defineConfig } from '@playwright/test';
import type { EngineWorkerFixtures } from './tests/engines/fixtures.ts';
import { engineNames, webDriverEngineNames } from './tests/engines/drivers/engine.ts';

/**
 * The journeys of tests/engines/, once per browser engine (`npm run test:engines`; one engine:
 * `npm run test:engines -- --project=webkit`). Each worker serves the local build itself
 * (tests/engines/fixtures.ts), so there is no webServer here. The screenshots journey runs only
 * when SCREENSHOTS_DIR names where to write them; the WebDriver driver's checks only in its engines.
 */
export default defineConfig<object, EngineWorkerFixtures>({
  testDir: 'tests/engines',
  testMatch: '*.engines.ts',
  ...(process.env['SCREENSHOTS_DIR'] ? { grep: /screenshots/ } : {}),
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  reporter: [[process.env['CI'] ? 'line' : 'list'], ['./tests/support/timings-reporter.ts', { suite: 'engines' }]],
  timeout: 60_000,
  outputDir: 'test-results/engines',
  projects: engineNames.map((name) => ({
    name,
    use: { engineName: name },
    testIgnore: [
      ...(process.env['SCREENSHOTS_DIR'] ? [] : ['screenshots.engines.ts']),
      // The WebDriver driver's own checks, in the engines it drives.
      ...((webDriverEngineNames as readonly string[]).includes(name) ? [] : ['hung-load.engines.ts']),
    ],
  })),
});
