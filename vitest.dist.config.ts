import { defineConfig } from 'vitest/config';
import { VitestTimingsReporter } from './tests/support/vitest-timings-reporter.ts';

/**
 * The dist tests (tests/dist/*.dist.test.ts): what the build wrote to dist/, read without a
 * browser, so they come after `npm run build:local` (`npm run test:dist`).
 */
export default defineConfig({
  test: {
    include: ['tests/dist/**/*.dist.test.ts'],
    environment: 'node',
    reporters: ['default', new VitestTimingsReporter('dist')],
    // Each file parses every built page it reads once, in the test that first asks for it.
    testTimeout: 20_000,
  },
});
