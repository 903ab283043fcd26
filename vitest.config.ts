/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';
import { VitestTimingsReporter } from './tests/support/vitest-timings-reporter.ts';

/** Unit and component tests sit beside the code they test; build tests in tests/build (docs/testing.md). */
export default getViteConfig({
  test: {
    include: ['{src,worker,server,stand-ins,scripts,docs}/**/*.test.{ts,tsx}', 'tests/build/**/*.build.test.ts'],
    environment: 'node',
    globalSetup: ['tests/support/vitest-setup.ts'],
    reporters: ['default', new VitestTimingsReporter('unit')],
  },
});
