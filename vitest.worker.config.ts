/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { VitestTimingsReporter } from './tests/support/vitest-timings-reporter.ts';

/**
 * The Worker's tests (tests/worker/*.worker.test.ts): `wrangler dev` runs the Worker in workerd on
 * the local build, so they come after `npm run build:local` (`npm run test:worker`).
 */
export default getViteConfig({
  test: {
    include: ['tests/worker/**/*.worker.test.ts'],
    environment: 'node',
    reporters: ['default', new VitestTimingsReporter('worker')],
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
