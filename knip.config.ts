/**
 * knip (in `npm run check`) finds files, exports and dependencies nothing uses. Its plugins read
 * Astro's pages, Vitest's and Playwright's default configs and the npm scripts; these are the
 * entry points they cannot see, and each thing kept though unused, with why.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // Loaded by path rather than imported: the page script (a <script src> in BaseLayout.astro)
    // and the stand-ins' browser files, bundled on request by stand-ins/server.ts.
    'src/page-scripts/page-enhancements.ts',
    'stand-ins/gsi/client.ts',
    'stand-ins/editor-start.ts',
    // The production checks: scripts/test-production.ts runs Playwright with this config, and
    // Lighthouse's second process (scripts/lib/lighthouse.ts auditAll).
    'playwright.production.config.ts',
    'scripts/lib/audit-pages.ts',
    'tests/production/*.spec.ts',
    // The engines' journeys and the screenshots, by their configs' testMatch.
    'tests/engines/*.engines.ts',
    'tests/screenshots/*.spec.ts',
    // The Worker's local entry, which wrangler bundles: `env.local.main` in wrangler.jsonc.
    'stand-ins/relay-worker.ts',
    // The Worker's tests, by vitest.worker.config.ts's include.
    'tests/worker/*.worker.test.ts',
  ],
  project: ['**/*.{ts,tsx,astro,js}'],
  ignoreDependencies: [
    // Files read from node_modules by path, not imported: the site's typeface (src/typeface/faces.ts,
    // src/drawing/social-image.ts), the editor's fonts (src/admin/editor-files.ts), W3C's HTML checker's
    // jar (tests/support/html-checker.ts), HTML_CodeSniffer's build (tests/support/accessibility-checkers.ts)
    // and the Observatory's scanner (scripts/lib/observatory.ts).
    '@fontsource/atkinson-hyperlegible-next',
    '@fontsource-variable/material-symbols-outlined',
    '@fontsource-variable/source-sans-3',
    '@fontsource/noto-mono',
    'vnu-jar',
    'html_codesniffer',
    '@mdn/mdn-http-observatory',
    // Run by path (server/local-relay.ts) and as `npx wrangler` (docs/deploying.md).
    'wrangler',
    // Run by path by `npm run check` (scripts/check.ts): `astro check` needs @astrojs/check.
    '@astrojs/check',
    'cspell',
  ],
  // Debian's openssl makes the production checks' throwaway certificates (scripts/lib/tls.ts);
  // tesseract-ocr's tools list the Haitian Creole words (tests/support/haitian-creole-words.ts).
  ignoreBinaries: ['openssl', 'combine_tessdata', 'dawg2wordlist'],
};

export default config;
