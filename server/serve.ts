/**
 * Serves the production build in `dist/` on http://localhost:4321 the way a static host does.
 * `npm start` runs it after the build.
 *
 * With `--stand-ins` (local mode: npm start, the end-to-end tests) it also serves the local
 * stand-ins from `stand-ins/`: the EmailJS API and the local inbox (`/api/v1.0/email/*`,
 * `/__inbox`, `/__inbox.json`), the Google sign-in stand-in (`/__stand-ins/*`) and GitHub's API
 * for the editor at /admin (`/__github/*`). Messages go to `.local-inbox/`, or to the folder
 * LOCAL_INBOX_DIR names; what the editor saves goes into this project's content, or under the
 * folder EDITOR_SAVES_TO names.
 *
 * With `--relay` too (npm start, the end-to-end tests) it starts the site's Worker in workerd
 * (local-relay.ts) and passes it `/api/send`, the forms' relay, which trusts the sign-in
 * stand-in's keys and sends through the EmailJS stand-in here; that stand-in then wants the
 * private key, as EmailJS does with "Use Private Key" on. LOCAL_RELAY_MONTHLY_SENDS gives it a
 * month of EmailJS's sends in place of wrangler.jsonc's: the end-to-end tests give it one no run
 * can spend, so that nothing they send meets the month whatever the day.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { forwardTo, isWorkerPath, startLocalRelay } from './local-relay.ts';
import { createStaticHandler } from './static-site.ts';

const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? 'localhost';
const root = fileURLToPath(new URL('../dist/', import.meta.url));
const serveStatic = createStaticHandler(root);
const { LOCAL_INBOX_DIR: inboxDir, EDITOR_SAVES_TO: editorSavesTo, LOCAL_RELAY_MONTHLY_SENDS: monthlySends } = process.env;
const withRelay = process.argv.includes('--relay');
const standIns = process.argv.includes('--stand-ins')
  ? (await import('../stand-ins/server.ts')).createStandIns({
      ...(inboxDir ? { inboxDir: resolve(inboxDir) } : {}),
      ...(editorSavesTo ? { editorSavesTo: resolve(editorSavesTo) } : {}),
      relay: withRelay,
    })
  : undefined;
const siteOrigin = `http://${host}:${port}`;
const relay = withRelay
  ? await startLocalRelay({
      standInsOrigin: siteOrigin,
      siteOrigin,
      ...(monthlySends ? { monthlySends: Number(monthlySends) } : {}),
      // On stderr, which the end-to-end tests show beside any failure (the inbox's messages, on
      // stdout, they do not): a refusal or a platform fault is then in the run's log.
      log: (line) => {
        console.error(`[relay] ${line}`);
      },
    })
  : undefined;
const toRelay = relay === undefined ? undefined : forwardTo(relay);

async function site(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (toRelay && isWorkerPath(new URL(request.url ?? '/', siteOrigin).pathname)) return toRelay(request, response);
  if (standIns && (await standIns(request, response))) return;
  await serveStatic(request, response);
}

const server = createServer((request, response) => {
  site(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Internal Server Error');
  });
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void (relay?.close() ?? Promise.resolve()).then(() => process.exit(0));
  });
}

server.listen(port, host, () => {
  console.log(`Serving dist/ on http://${host}:${port}`);
  if (relay) console.log(`The forms send through the relay, the site's Worker in workerd: ${relay.origin}`);
  if (standIns) {
    console.log(`Local mode: sign-in and email are local stand-ins. Local inbox: http://${host}:${port}/__inbox`);
    console.log(`Site editor: http://${host}:${port}/admin (sign in with any token; saves go to ${editorSavesTo ?? 'this folder'})`);
  }
});
