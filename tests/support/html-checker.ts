/**
 * W3C's Nu Html Checker (the vnu-jar package, run on Java) over built pages: what it says of each,
 * by file.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The java binary: JAVA names another one. */
export const javaPath = process.env['JAVA'] ?? 'java';

export interface CheckerMessage {
  /** "error", or "info" with subType "warning" for a warning. */
  type: 'error' | 'info' | 'non-document-error';
  subType?: 'warning' | 'fatal' | 'io' | 'schema' | 'internal';
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Checks the HTML files at `paths` in one run of the checker and returns every message. */
export async function checkHtml(paths: readonly string[]): Promise<CheckerMessage[]> {
  // The package's main export is the jar's path (a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // The checker exits non-zero when it finds errors; its report is on stderr either way.
  const { stderr } = await promisify(execFile)(javaPath, ['-jar', jar, '--format', 'json', '--exit-zero-always', ...paths], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stderr) as { messages: CheckerMessage[] }).messages;
}

/**
 * The checker neither computes the hashes a policy allows inline code by, nor knows the origin a
 * page is served from when it reads a file ('self'), so it warns of inline styles, scripts and
 * pictures the browser allows; the browser tests fail on any violation the browser itself
 * reports (tests/support/fixtures.ts).
 */
const cspCheckerWarning = /^(Inline (style|script)|Resource) violates Content Security Policy \(meta tag\)/;

/**
 * The checker guesses a page's language from a random sample of its text, and knows no Kreyòl: on a
 * Kreyòl page with little text (the privacy notice, every list at its fewest) it now and then takes
 * the French-based words for French. The site writes no French; its guess of English on a page in
 * another language, which finds words left unmarked, still counts.
 */
const kreyolTakenForFrench = 'This document appears to be written in French but the “html” start tag has “lang="ht"”';

/** The checker's errors and warnings but its policy warnings and its French for Kreyòl, each with its file relative to `folder` and its line. */
export function htmlFindings(messages: readonly CheckerMessage[], folder: string): string[] {
  return messages
    .filter(({ type, subType }) => type !== 'info' || subType === 'warning')
    .filter(
      ({ type, message }) =>
        type === 'error' || type === 'non-document-error' || !(cspCheckerWarning.test(message) || message.startsWith(kreyolTakenForFrench)),
    )
    .map(({ type, subType, url, lastLine, message }) => {
      const page = url.startsWith('file:') ? relative(folder, fileURLToPath(url)) : url;
      return `${page}:${String(lastLine ?? '')} ${subType ?? type}: ${message}`;
    });
}
