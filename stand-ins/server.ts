/**
 * The local stand-ins as one request handler, for `node server/serve.ts --stand-ins` and
 * `astro dev --mode standin` (see local-mode.ts):
 *
 * - `/api/v1.0/email/*`, `/__inbox`, `/__inbox.json`: the local inbox (inbox.ts);
 * - `/__github/*`: GitHub's API, for the editor at /admin (github.ts);
 * - `/__stand-ins/*`: the browser files of the stand-ins (the Google sign-in stand-in at
 *   `gsi/client` and `gsi/style`, as Google serves its own at https://accounts.google.com/gsi/,
 *   and the inbox page's stylesheet), and nothing else from this folder; the Google stand-in's
 *   signed credentials (`gsi/credential`) and its public keys (`gsi/certs`, signing.ts); the
 *   EmailJS stand-in's faults (`emailjs/faults`, inbox.ts).
 *
 * Nothing in src/ imports this folder, so none of it reaches the production build.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { createGitHubStandIn } from './github.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createInbox, readBody, sendReadOnly, sendText, type StandInHandler } from './inbox.ts';
import { createGoogleSigner, type GoogleSigner } from './gsi/signing.ts';
import { faultsPath, filesPrefix, googleCertsPath, gsiCredentialPath, officeMailPath } from './paths.ts';

export type { StandInHandler } from './inbox.ts';

/** The folder messages go to unless LOCAL_INBOX_DIR says otherwise: `.local-inbox/`, git-ignored. */
export const defaultInboxDir = join(import.meta.dirname, '..', '.local-inbox');

const javaScript = 'text/javascript; charset=utf-8';
const css = 'text/css; charset=utf-8';

/** The files served under /__stand-ins/ (and, for the production checks, as accounts.google.com/gsi/*): the source each is made from, and its type. */
export const browserFiles: Record<string, { source: string; type: string }> = {
  'gsi/client': { source: 'gsi/client.ts', type: javaScript },
  'gsi/style': { source: 'gsi/style.css', type: css },
  'inbox.css': { source: 'inbox.css', type: css },
  'editor-start': { source: 'editor-start.ts', type: javaScript },
};

/**
 * A browser file's bytes: a TypeScript source bundled with what it imports into one classic
 * script, as Google's own is (no module, nothing else to fetch); anything else as it is.
 */
export async function browserFile(source: string): Promise<string> {
  const path = join(import.meta.dirname, source);
  if (!source.endsWith('.ts')) return readFile(path, 'utf8');
  const { outputFiles } = await build({
    entryPoints: [path],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  return outputFiles[0]?.text ?? '';
}

export interface StandInsOptions {
  /** Where the inbox saves messages. */
  inboxDir?: string;
  /** Where the inbox prints messages; `console.log` unless given. */
  log?: (text: string) => void;
  /** Where the editor's saves are written; the project folder itself unless given. */
  editorSavesTo?: string;
  /** The relay is in use: the EmailJS stand-in wants the private key and keeps to a request a second (inbox.ts). */
  relay?: boolean;
  /** The Google stand-in's keys; new ones unless given (a test that signs odd credentials with them). */
  googleSigner?: GoogleSigner;
}

/**
 * Answers the Google stand-in's two server calls: a signed credential (POST: `client_id`, `name`,
 * `email`, and for a test `issued_at`, milliseconds), its public keys (GET).
 */
export function createGoogleStandIn(
  signer: GoogleSigner = createGoogleSigner(),
): (request: IncomingMessage, response: ServerResponse, call: 'credential' | 'certs') => Promise<void> {
  return async (request, response, call) => {
    const json = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };
    if (call === 'certs') {
      await sendReadOnly(request, response, json, async () => JSON.stringify(await signer.keySet()));
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'POST' });
      return;
    }
    const asked = JSON.parse((await readBody(request, 16 * 1024)).toString('utf8')) as Record<string, unknown>;
    const text = (name: string) => (typeof asked[name] === 'string' ? asked[name] : '');
    // A test may ask for a credential issued long ago, one that has run out.
    const issuedAt = typeof asked['issued_at'] === 'number' ? { now: asked['issued_at'] } : {};
    const credential = await signer.sign({ clientId: text('client_id'), name: text('name'), email: text('email'), ...issuedAt });
    response.writeHead(200, json).end(JSON.stringify({ credential }));
  };
}

const projectDir = join(import.meta.dirname, '..');

export function createStandIns(options: StandInsOptions = {}): StandInHandler {
  const log = options.log ? { log: options.log } : {};
  const inbox = createInbox({ dir: options.inboxDir ?? defaultInboxDir, relay: options.relay ?? false, ...log });
  const google = createGoogleStandIn(options.googleSigner);
  const github = createGitHubStandIn({ projectDir, savesTo: options.editorSavesTo ?? projectDir, ...log });

  return async function handleStandIns(request, response) {
    if (await github(request, response)) return true;
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(filesPrefix) || pathname === faultsPath || pathname === officeMailPath) return inbox(request, response);
    if (pathname === gsiCredentialPath || pathname === googleCertsPath) {
      await google(request, response, pathname === gsiCredentialPath ? 'credential' : 'certs');
      return true;
    }

    const name = pathname.slice(filesPrefix.length);
    const file = Object.hasOwn(browserFiles, name) ? browserFiles[name] : undefined;
    if (file === undefined) {
      sendText(response, 404, 'Not Found');
      return true;
    }
    await sendReadOnly(
      request,
      response,
      { 'Content-Type': file.type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
      () => browserFile(file.source),
    );
    return true;
  };
}
