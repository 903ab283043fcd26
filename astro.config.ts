import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { readFileSync } from 'node:fs';
import { deployFiles } from './server/deploy-files.ts';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { emailjsApi, gsiFramesAndRequests, gsiScript, gsiStyle } from './src/outside-services.ts';
import { localMode } from './stand-ins/local-mode.ts';

/**
 * The site's public address: `website` in src/content/facts/facts.json, the one place it is set.
 * Canonical links and language alternates are built on it.
 */
const { website } = JSON.parse(readFileSync(new URL('src/content/facts/facts.json', import.meta.url), 'utf8')) as { website: string };

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
  integrations: [
    react(),
    deployFiles(),
  ],
  security: {
    // A <meta> policy in every page: Astro hashes each script and style it writes inline. What a
    // meta policy cannot carry (frame-ancestors and the rest) is a header: server/headers.ts.
    // 'self' serves this site's own files, and in local mode its stand-ins.
    csp: {
      directives: [
        "default-src 'none'",
        `connect-src 'self' ${emailjsApi} ${gsiFramesAndRequests}`,
        `frame-src ${gsiFramesAndRequests}`,
        "img-src 'self'",
        "font-src 'self'",
        "manifest-src 'self'",
      ],
      scriptDirective: { resources: ["'self'", gsiScript] },
      styleDirective: { resources: ["'self'", gsiStyle] },
    },
  },
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
    // One file a page, named as its address: /coverage is coverage.html, /es is es.html. Static
    // hosts serve those at the address without a slash; a folder's index.html would earn a
    // redirect to /coverage/ on some (Cloudflare Pages, S3), away from the canonical address.
    format: 'file',
  },
  vite: {
    plugins: [localMode()],
  },
});
