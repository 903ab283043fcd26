/**
 * The local stand-ins as one request handler, for `node server/serve.ts --stand-ins`:
 *
 * - `/api/v1.0/email/*`, `/__inbox`, `/__inbox.json`: the local inbox (inbox.ts);
 * - `/__stand-ins/*`: the browser files of the stand-ins (the Google sign-in stand-in and the
 *   inbox page's stylesheet), and nothing else from this folder.
 *
 * Nothing in src/ imports this folder, so none of it reaches the production build.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createInbox, sendReadOnly, sendText, type StandInHandler } from './inbox.ts';

export type { StandInHandler } from './inbox.ts';

/** The folder messages go to unless LOCAL_INBOX_DIR says otherwise: `.local-inbox/`, git-ignored. */
export const defaultInboxDir = fileURLToPath(new URL('../.local-inbox/', import.meta.url));

/** The files served under /__stand-ins/, with their types. */
const assets: Record<string, string> = {
  'gsi/client.js': 'text/javascript; charset=utf-8',
  'gsi/credential.js': 'text/javascript; charset=utf-8',
  'gsi/client.css': 'text/css; charset=utf-8',
  'inbox.css': 'text/css; charset=utf-8',
};

const assetPrefix = '/__stand-ins/';

export interface StandInsOptions {
  /** Where the inbox saves messages. */
  inboxDir?: string;
  /** Where the inbox prints messages; `console.log` unless given. */
  log?: (text: string) => void;
}

export function createStandIns(options: StandInsOptions = {}): StandInHandler {
  const inbox = createInbox({ dir: options.inboxDir ?? defaultInboxDir, ...(options.log ? { log: options.log } : {}) });

  return async function handleStandIns(request, response) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(assetPrefix)) return inbox(request, response);

    const name = pathname.slice(assetPrefix.length);
    const type = Object.hasOwn(assets, name) ? assets[name] : undefined;
    if (type === undefined) {
      sendText(response, 404, 'Not Found');
      return true;
    }
    await sendReadOnly(request, response, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' }, () =>
      readFile(new URL(name, import.meta.url)),
    );
    return true;
  };
}
