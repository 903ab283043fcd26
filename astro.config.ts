import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, envField } from 'astro/config';
import { readFileSync } from 'node:fs';
import { deployFiles } from './server/deploy-files.ts';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { localizedPath, routeAt } from './src/i18n/routes.ts';
import { emailjsApi, gsiFramesAndRequests, gsiScript, gsiStyle } from './src/outside-services.ts';
import { localMode } from './stand-ins/local-mode.ts';
import { serviceAreaModule } from './src/zip-checker/vite-plugin.ts';

/**
 * The site's public address: `website` in src/content/facts/facts.json, the one place it is set.
 * Canonical links, language alternates and the sitemap are built on it.
 */
const { website } = JSON.parse(readFileSync(new URL('src/content/facts/facts.json', import.meta.url), 'utf8')) as { website: string };

/** The oldest engines the site is built for (esbuild's names): Safari 15 is the last on many older iPads. */
const supportedBrowsers = ['chrome111', 'edge111', 'firefox115', 'safari15', 'ios15'];

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
    // Every page of the route table, each with its twin in the other language (the slugs differ,
    // so the alternates come from the table); anything else (404s, pictures, robots.txt) is left
    // out by returning nothing.
    sitemap({
      serialize: (item) => {
        const page = routeAt(new URL(item.url).pathname);
        if (page === undefined) return undefined;
        const href = (locale: (typeof locales)[number]) => new URL(localizedPath(page.route, locale), website).href;
        return {
          ...item,
          links: [...locales.map((locale) => ({ lang: locale, url: href(locale) })), { lang: 'x-default', url: href(defaultLocale) }],
        };
      },
    }),
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
    // Each page's styles in its own HTML: no render-blocking request before the first paint. The CSP
    // allows each of them by its hash, never 'unsafe-inline'.
    inlineStylesheets: 'always',
  },
  vite: {
    plugins: [localMode(), serviceAreaModule()],
    // The page script every page runs (a few hundred bytes) goes inline, allowed by its hash; no
    // other asset becomes a data: URL, which the CSP would have to allow.
    // Written for the browsers visitors keep, down to an iPad that stopped at Safari 15: Astro's
    // default (esnext) lets the CSS minifier merge longhands into shorthands older engines drop
    // whole, such as `text-decoration: underline 0.15em` (no underline at all in WebKit).
    build: {
      assetsInlineLimit: (file: string) => file.endsWith('.js'),
      target: supportedBrowsers,
      cssTarget: supportedBrowsers,
    },
  },
});
