/**
 * Local mode's one switch, a Vite plugin in astro.config.ts. In mode `standin`
 * (`astro build --mode standin`, `astro dev --mode standin`) it points `#site-mode` at
 * `stand-ins/site-mode.tsx`, so the forms use the local stand-ins and pages show the local-mode
 * strip; under `astro dev` it also answers the stand-ins' paths, as `node server/serve.ts
 * --stand-ins` does. In any other mode it does nothing, and the build imports nothing from here.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The Vite mode of local mode, which also reads `.env.standin`. */
const localModeName = 'standin';

export function localMode(): Plugin {
  return {
    name: 'local-mode',
    config(_config, { mode }) {
      if (mode !== localModeName) return;
      return { resolve: { alias: { '#site-mode': fileURLToPath(new URL('site-mode.tsx', import.meta.url)) } } };
    },
    configureServer(server) {
      if (server.config.mode !== localModeName) return;
      // Loaded by Node itself, and only here: the server's modules are no part of any build.
      const { createStandIns } = createRequire(import.meta.url)('./server.ts') as typeof import('./server.ts');
      const handle = createStandIns();
      server.middlewares.use((request, response, next) => {
        handle(request, response).then((handled) => {
          if (!handled) next();
        }, next);
      });
    },
  };
}
