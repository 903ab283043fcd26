import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { readFileSync } from 'node:fs';
import { rename, rmdir } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { localMode } from './stand-ins/local-mode.ts';

/**
 * The site's public address: `website` in src/content/facts/facts.json, the one place it is set.
 * Canonical links, language alternates and the sitemap are built on it.
 */
const { website } = JSON.parse(readFileSync(new URL('src/content/facts/facts.json', import.meta.url), 'utf8')) as { website: string };

/**
 * Astro writes only the root 404 page as `404.html`; the Spanish one comes out as `es/404/index.html`.
 * Static hosts serve the nearest `404.html` for an unknown address, so it moves to `es/404.html`.
 */
function notFoundPagesPerLanguage(): AstroIntegration {
  return {
    name: 'not-found-pages-per-language',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const locale of locales.filter((candidate) => candidate !== defaultLocale)) {
          const folder = new URL(`${locale}/404/`, dir);
          await rename(new URL('index.html', folder), new URL(`${locale}/404.html`, dir));
          await rmdir(folder);
        }
      },
    },
  };
}

export default defineConfig({
  output: 'static',
  site: website,
  // Addresses without a trailing slash, as the navigation writes them: /coverage, /es/cobertura.
  trailingSlash: 'never',
  i18n: {
    defaultLocale,
    locales: [...locales],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [react(), notFoundPagesPerLanguage()],
  env: {
    // The forms' production configuration: public values baked into the client bundle at build time.
    // A build with any of them missing stops, naming each one (see README "Configuration for production").
    // `astro build --mode standin` (npm start, npm test) reads stand-in values from `.env.standin`.
    schema: {
      PUBLIC_GOOGLE_CLIENT_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_PUBLIC_KEY: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_SERVICE_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: envField.string({ context: 'client', access: 'public' }),
      PUBLIC_EMAILJS_CAREER_TEMPLATE_ID: envField.string({ context: 'client', access: 'public' }),
    },
  },
  build: {
    // Every stylesheet is a file of its own, so a strict CSP never has to allow inline styles.
    inlineStylesheets: 'never',
  },
  vite: {
    plugins: [localMode()],
    // Nor inline scripts or data: URLs: every asset is a file the CSP can name by origin.
    build: { assetsInlineLimit: 0 },
  },
});
