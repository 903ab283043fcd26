/**
 * The local stand-ins as one request handler, for `node server/serve.ts --stand-ins` and
 * `astro dev --mode standin` (see local-mode.ts):
 *
 * - `/api/v1.0/email/*`, `/__inbox`, `/__inbox.json`: the local inbox (inbox.ts);
 * - `/__stand-ins/*`: the browser files of the stand-ins (the Google sign-in stand-in, written in
 *   TypeScript and served as JavaScript, and the inbox page's stylesheet), and nothing else from
 *   this folder.
 *
 * Nothing in src/ imports this folder, so none of it reaches the production build.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';
import { createInbox, sendReadOnly, sendText, type StandInHandler } from './inbox.ts';
import { filesPrefix } from './paths.ts';

export type { StandInHandler } from './inbox.ts';

/** The folder messages go to unless LOCAL_INBOX_DIR says otherwise: `.local-inbox/`, git-ignored. */
export const defaultInboxDir = join(import.meta.dirname, '..', '.local-inbox');

const javaScript = 'text/javascript; charset=utf-8';
const css = 'text/css; charset=utf-8';

/** The files served under /__stand-ins/: the source each is made from, and its type. */
const browserFiles: Record<string, { source: string; type: string }> = {
  'gsi/client.js': { source: 'gsi/client.ts', type: javaScript },
  'gsi/credential.js': { source: 'gsi/credential.ts', type: javaScript },
  'gsi/client.css': { source: 'gsi/client.css', type: css },
  'inbox.css': { source: 'inbox.css', type: css },
};

/**
 * A browser file's bytes: TypeScript sources with their types removed (what the browser runs is
 * the checked source, line for line), anything else as it is.
 */
export async function browserFile(source: string): Promise<string> {
  const text = await readFile(join(import.meta.dirname, source), 'utf8');
  if (!source.endsWith('.ts')) return text;
  return ts.transpileModule(text, {
    fileName: source,
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true },
  }).outputText;
}

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
    if (!pathname.startsWith(filesPrefix)) return inbox(request, response);

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
