import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, envField } from 'astro/config';
import { loadEnv, type PluginOption } from 'vite';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployFiles } from './integrations/deploy-files.ts';
import { untranslatedWordsNotice } from './integrations/untranslated-notice.ts';
import { defaultLocale, locales } from './src/i18n/locales.ts';
import { localizedPath, routeAt } from './src/i18n/routes.ts';
import { gsiFramesAndRequests, gsiScript, gsiStyle } from './src/outside-services.ts';
import { emailjsVariables, formsDelivery } from './src/forms/delivery/build-settings.ts';
import { localMode } from './stand-ins/local-mode.ts';
import { serviceAreaModule } from './src/zip-checker/vite-plugin.ts';
import { rideHelperModule } from './src/ride-helper/vite-plugin.ts';
import { typefaceModules } from './src/typeface/vite-plugin.ts';

/**
 * The site's public address: `website` in src/content/facts/facts.json, the one place it is set.
 * Canonical links, language alternates and the sitemap are built on it.
 */
const { website } = JSON.parse(readFileSync(new URL('src/content/facts/facts.json', import.meta.url), 'utf8')) as { website: string };

/**
 * How the forms send (src/forms/delivery/build-settings.ts), from the build's variables as Astro
 * reads them: the environment first, then the `.env` files of the build's mode (`--mode standin`
 * reads `.env.standin`).
 */
const modeFlag = process.argv.indexOf('--mode');
const buildMode = (modeFlag < 0 ? undefined : process.argv[modeFlag + 1]) ?? 'production';
const delivery = formsDelivery({ ...loadEnv(buildMode, import.meta.dirname, 'PUBLIC_'), ...process.env });

const moduleTags = new Map<string, string>();

/**
 * Four letters or digits naming a CSS module, the same on every machine: from its path in the
 * project, not on disk. Two modules given one tag would share their classes' names, so the build
 * stops instead.
 */
function moduleTag(file: string): string {
  const path = relative(import.meta.dirname, file.split('?')[0] ?? file);
  const tag = createHash('sha256').update(path).digest('hex').slice(0, 4);
  const holder = moduleTags.get(tag) ?? path;
  if (holder !== path) throw new Error(`${path} and ${holder} have the same CSS class tag "${tag}": rename one of them`);
  moduleTags.set(tag, path);
  return tag;
}

/**
 * A built page's CSS module classes as the module's tag and the class's place in it: "_9a3f2"
 * for the third class of one module. Every page carries its styles inline and its classes in its
 * markup, and Vite's long names ("_button_ogouz_1") weigh on every page: enough to push the
 * contact page past what arrives in the first round trip (docs/performance.md's budgets hold it).
 * `astro dev` keeps Vite's readable names.
 */
function compactClassNames(): PluginOption {
  // Each module's classes in the order they first appear, read once per module rather than once per class.
  const classesOf = new Map<string, string[]>();
  const compactName = (local: string, file: string, css: string) => {
    let classes = classesOf.get(file);
    if (classes === undefined) {
      classes = [...new Set(Array.from(css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (match) => match[1] ?? ''))];
      classesOf.set(file, classes);
    }
    const place = classes.indexOf(local);
    return `_${moduleTag(file)}${place < 0 ? `_${local}` : place.toString(36)}`;
  };
  return {
    name: 'compact-class-names',
    config: (_config, { command }) => (command === 'build' ? { css: { modules: { generateScopedName: compactName } } } : {}),
  };
}

/**
 * A component's CSS module read by its classes' names: `import styles from './X.module.css'` is
 * built as `import * as styles from …`, whose `styles.button` the bundler binds to the class's own
 * export (Vite exports each class by name). An island's script then carries the classes it uses as
 * plain strings, not each module's whole map of names to classes (some 600 bytes gzipped of the
 * contact page's script). The source keeps the default import, which TypeScript types.
 */
function cssModulesByName(): PluginOption {
  const defaultImport = /^import (\w+) from ('[^']+\.module\.css');$/gm;
  return {
    name: 'css-modules-by-name',
    apply: 'build',
    // On the source as written, before TypeScript and JSX are compiled away.
    enforce: 'pre',
    transform: (code, id) =>
      /\.tsx?$/.test(id.split('?')[0] ?? '') && code.includes('.module.css')
        ? code.replace(defaultImport, 'import * as $1 from $2;')
        : null,
  };
}

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
    // The project's own ways of starting an island: client:touch, when a visitor touches it
    // (src/directives/touch.ts); client:painted, once the page has painted in its fonts
    // (src/directives/painted.ts).
    {
      name: 'client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective({ name: 'touch', entrypoint: fileURLToPath(new URL('src/directives/touch.ts', import.meta.url)) });
          addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('src/directives/painted.ts', import.meta.url)) });
        },
      },
    },
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
    untranslatedWordsNotice(),
    // Without the relay the forms send straight to EmailJS, and a build without its ids would
    // make forms that cannot send: it stops, naming each one missing.
    {
      name: 'forms-delivery',
      hooks: {
        'astro:build:start': () => {
          if (delivery.missing.length === 0) return;
          throw new Error(
            `Without PUBLIC_FORMS_RELAY the forms send straight to EmailJS, which needs these variables:\n${delivery.missing.map((name) => `- ${name} is missing`).join('\n')}`,
          );
        },
      },
    },
  ],
  security: {
    // A <meta> policy in every page: Astro hashes each script and style it writes inline. What a
    // meta policy cannot carry (frame-ancestors and the rest) is a header: integrations/headers.ts.
    // 'self' serves this site's own files, and in local mode its stand-ins.
    csp: {
      directives: [
        "default-src 'none'",
        // The forms send to the site's own relay ('self'), to one elsewhere, or straight to EmailJS.
        `connect-src ${["'self'", ...delivery.connectTo, gsiFramesAndRequests].join(' ')}`,
        `frame-src ${gsiFramesAndRequests}`,
        // data: for the site's mark, written into each page as its icon (src/drawing/icons.ts).
        "img-src 'self' data:",
        "font-src 'self'",
        "manifest-src 'self'",
      ],
      scriptDirective: { resources: ["'self'", gsiScript] },
      styleDirective: { resources: ["'self'", gsiStyle] },
    },
  },
  env: {
    // The forms' production configuration: public values baked into the client bundle at build time.
    // A build with any it needs missing stops, naming each one (docs/configuration.md, "The build").
    // `astro build --mode standin` (npm start, npm test) reads stand-in values from `.env.standin`.
    schema: {
      PUBLIC_GOOGLE_CLIENT_ID: envField.string({ context: 'client', access: 'public' }),
      // The forms' relay (worker/): a path on this site, such as /api/send, or a whole address.
      // With it the forms send there and the EmailJS ids below are the relay's business.
      PUBLIC_FORMS_RELAY: envField.string({ context: 'client', access: 'public', optional: true }),
      ...Object.fromEntries(
        emailjsVariables.map((name) => [name, envField.string({ context: 'client', access: 'public', optional: true })]),
      ),
      // The owner's editor at /admin (src/admin/): the GitHub repository it saves to, its branch, and
      // the OAuth service for "Sign in with GitHub" (without it, the owner signs in with a token).
      EDITOR_GITHUB_REPO: envField.string({ context: 'server', access: 'public' }),
      EDITOR_GITHUB_BRANCH: envField.string({ context: 'server', access: 'public', default: 'main' }),
      EDITOR_AUTH_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
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
    plugins: [localMode(), serviceAreaModule(), rideHelperModule(), typefaceModules(), compactClassNames(), cssModulesByName()],
    // The page script every page runs (a few hundred bytes) goes inline, allowed by its hash; no
    // other asset becomes a data: URL, which the CSP would have to allow.
    // Written for the browsers visitors keep, down to an iPad that stopped at Safari 15: Astro's
    // default (esnext) lets the CSS minifier merge longhands into shorthands older engines drop
    // whole, such as `text-decoration: underline 0.15em` (no underline at all in WebKit).
    build: {
      assetsInlineLimit: (file: string) => file.endsWith('.js'),
      target: supportedBrowsers,
      cssTarget: supportedBrowsers,
      // React's own package (its core and its JSX runtime) in one file, which the islands share:
      // split by what imports it, its JSX runtime made a file of its own once there were three islands.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/]react[\\/]/ }] } } },
    },
  },
});
