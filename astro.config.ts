import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * `astro dev --mode standin` (npm run dev) answers the local stand-ins' paths (/__stand-ins/*,
 * /api/v1.0/email/*, /__inbox) as `node server/serve.ts --stand-ins` does. Dev server only: it is
 * no part of any build.
 */
function localStandIns(): Plugin {
  return {
    name: 'local-stand-ins',
    apply: (_config, { command, mode }) => command === 'serve' && mode === 'standin',
    configureServer(server) {
      // Loaded by Node itself, only here: Astro's config loader has finished by now.
      const { createStandIns } = createRequire(import.meta.url)('./stand-ins/server.ts') as typeof import('./stand-ins/server.ts');
      const handle = createStandIns();
      server.middlewares.use((request, response, next) => {
        handle(request, response).then((handled) => {
          if (!handled) next();
        }, next);
      });
    },
  };
}

export default defineConfig({
  output: 'static',
  integrations: [react()],
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
    plugins: [localStandIns()],
    // Nor inline scripts or data: URLs: every asset is a file the CSP can name by origin.
    build: { assetsInlineLimit: 0 },
  },
});
