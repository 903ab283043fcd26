import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.ts';

/** `npm run screenshots`: full-page PNGs of every route at 375, 768 and 1280 px into screenshots/. */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests/screenshots',
  projects: [{ name: 'screenshots' }],
});
