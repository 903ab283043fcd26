/**
 * Every built page of both languages is valid HTML by W3C's own checker: no error, and no warning
 * but those its Content-Security-Policy checker makes of this site's policy.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { dist } from '../../scripts/lib/route-weight.ts';
import { checkHtml } from './html-checker.ts';

/**
 * The checker neither computes the hashes a policy allows inline code by, nor knows the origin a
 * page is served from when it reads a file ('self'), so it warns of inline styles, scripts and
 * pictures the browser allows; the end-to-end tests fail on any violation the browser itself
 * reports (fixtures.ts).
 */
const cspCheckerWarning = /^(Inline (style|script)|Resource) violates Content Security Policy \(meta tag\)/;

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

test('every built page passes the W3C HTML checker', async () => {
  expect(pages.length).toBeGreaterThanOrEqual(14);
  const messages = await checkHtml(pages.map((page) => join(dist, page)));
  const findings = messages
    .filter(({ type, subType }) => type !== 'info' || subType === 'warning')
    .filter(({ type, message }) => type === 'error' || type === 'non-document-error' || !cspCheckerWarning.test(message))
    .map(({ type, subType, url, lastLine, message }) => {
      const page = url.startsWith('file:') ? relative(dist, fileURLToPath(url)) : url;
      return `${page}:${String(lastLine ?? '')} ${subType ?? type}: ${message}`;
    });
  expect(findings).toEqual([]);
});
