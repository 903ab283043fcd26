/**
 * What the production build npm run test:production made holds (the configuration's variables all
 * set, as tests/build/production.build.test.ts checks a missing one stops it): no trace of the local
 * stand-ins, no host called but Google's sign-in script and the EmailJS API, each page's policy
 * allowing its own inline code and no other, and the owner's editor at /admin keeping to its own
 * files and policy.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { headersFor, parseHeaders } from '../../integrations/headers.ts';
import { editorFiles as sveltiaFiles } from '../../src/admin/editor-files.ts';
import { editorPaths } from '../../src/admin/editor-paths.ts';
import { buildVariables as production } from '../../scripts/lib/build-variables.ts';
import { projectRoot } from '../../scripts/lib/production-build.ts';
import { required } from './environment.ts';

/** The production build's folder, which npm run test:production passes. */
const dist = required('PRODUCTION_DIST');

/**
 * Strings of the form https://… that the bundled libraries carry in error messages and
 * namespaces, which nothing requests: React's error decoder, EmailJS's dashboard and docs links
 * in its argument checks, and the SVG/MathML/XLink namespaces.
 */
const libraryStrings = [
  /^https:\/\/react\.dev\/errors\/$/,
  /^https:\/\/dashboard\.emailjs\.com\/admin(\/\w+)?$/,
  /^https:\/\/www\.emailjs\.com\/docs\//,
  /^http:\/\/www\.w3\.org\//,
];
/** The only hosts the built site may call. */
const allowedCalls = ['https://accounts.google.com/gsi/client', 'https://api.emailjs.com'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A Content-Security-Policy as a map of directive to sources; `sha256-…` hashes collapsed into one
 * "'sha256-…'" entry, since which inline code a page has changes with it.
 */
function policy(text: string): Map<string, string[]> {
  return new Map(
    [...rawPolicy(text)].map(([name, sources]) => [
      name,
      [...new Set(sources.map((source) => (source.startsWith("'sha256-") ? "'sha256-…'" : source)))],
    ]),
  );
}

/** A Content-Security-Policy as a map of directive to sources, as written. */
function rawPolicy(text: string): Map<string, string[]> {
  return new Map(
    text
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

test('leaves out the stand-ins and calls only Google sign-in and EmailJS; each page allows only its own inline code', async ({ page }) => {
  const everyText = files(dist)
    .filter((file) => /\.(html|js|css|json|txt|xml|svg)$/.test(file))
    .map((file) => ({ file: file.slice(dist.length), text: readFileSync(file, 'utf8') }));
  // The editor's files are the editor's (Sveltia CMS names every service it can use); checked below.
  const editorFiles = everyText.filter(({ file }) => file.startsWith(editorPaths.page));
  expect(editorFiles.map(({ file }) => file).sort()).toEqual(
    [`${editorPaths.page}.html`, editorPaths.config, ...sveltiaFiles(projectRoot).map(({ path }) => `${editorPaths.page}/${path}`)]
      .filter((file) => /\.(html|js|json)$/.test(file))
      .sort(),
  );
  const texts = everyText.filter((text) => !editorFiles.includes(text));
  expect(
    texts.some(({ text }) => text.includes(production.PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID)),
    'the variables reach the bundle',
  ).toBe(true);

  for (const { file, text } of texts) {
    for (const trace of ['__stand-ins', '__inbox', 'localhost', '127.0.0.1', 'Local mode']) {
      expect(text.includes(trace), `${file} mentions ${trace}`).toBe(false);
    }
  }
  const scriptUrls = new Set(
    texts.filter(({ file }) => file.endsWith('.js')).flatMap(({ text }) => text.match(/https?:\/\/[^\s"'`)<>\\]*/g) ?? []),
  );
  const unexpected = [...scriptUrls].filter((url) => !allowedCalls.includes(url) && !libraryStrings.some((pattern) => pattern.test(url)));
  expect(unexpected).toEqual([]);

  // Every page's policy: its own files and exactly Google sign-in's and EmailJS's addresses; nothing inline but by hash.
  for (const { file, text } of texts.filter(({ file }) => file.endsWith('.html'))) {
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(text)?.[1];
    expect(meta, `${file} has a policy`).toBeDefined();
    expect(Object.fromEntries(policy(meta ?? '')), file).toEqual({
      'default-src': ["'none'"],
      'connect-src': ["'self'", 'https://api.emailjs.com', 'https://accounts.google.com/gsi/'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'manifest-src': ["'self'"],
      'script-src': ["'self'", 'https://accounts.google.com/gsi/client', "'sha256-…'"],
      'style-src': ["'self'", 'https://accounts.google.com/gsi/style', "'sha256-…'"],
    });
    // Exactly the hashes of the page's own inline scripts and styles, not every page's.
    // The browser's own parser reads the page's inline code, as it hashes it.
    const inline = await page.evaluate((html) => {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      const texts = (selector: string) => [...parsed.querySelectorAll(selector)].map((element) => element.textContent);
      return { scripts: texts('script:not([src]):not([type="application/ld+json"])'), styles: texts('style') };
    }, text);
    const hashesOf = (texts: readonly string[]) =>
      texts.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`).sort();
    const allowed = (directive: string) =>
      (rawPolicy(meta ?? '').get(directive) ?? []).filter((source) => source.startsWith("'sha256-")).sort();
    expect(allowed('script-src'), `${file}: hashes of its scripts`).toEqual(hashesOf(inline.scripts));
    expect(allowed('style-src'), `${file}: hashes of its styles`).toEqual(hashesOf(inline.styles));
  }
  // And what a <meta> cannot carry, as a header on every response.
  const headers = readFileSync(join(dist, '_headers'), 'utf8');
  expect(headers).toMatch(
    /^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'$/m,
  );

  // The editor: saving to the configured repository on GitHub itself, under its own policy, out of search engines.
  const config = JSON.parse(readFileSync(join(dist, editorPaths.config), 'utf8')) as { backend: Record<string, unknown> };
  expect(config.backend).toMatchObject({ name: 'github', repo: production.EDITOR_GITHUB_REPO, branch: 'main' });
  expect(config.backend).not.toHaveProperty('api_root');
  const rules = parseHeaders(headers);
  for (const path of [editorPaths.page, editorPaths.config, editorPaths.script])
    expect(headersFor(rules, path)['X-Robots-Tag'], path).toBe('noindex, nofollow');
  // Its files, opened by themselves, and every picture (it uploads them): a policy that runs nothing.
  for (const path of [editorPaths.config, editorPaths.script, '/images/hero.svg']) {
    const filePolicy = policy(headersFor(rules, path)['Content-Security-Policy']?.split(', ').at(-1) ?? '');
    expect(filePolicy.get('default-src'), path).toEqual(["'none'"]);
    expect(filePolicy.has('sandbox'), path).toBe(true);
  }
  const editorPolicy = policy(headersFor(rules, editorPaths.page)['Content-Security-Policy']?.split(', ').at(-1) ?? '');
  // The site's own files, GitHub's API and status, and what the editor makes in the page itself.
  expect(editorPolicy.get('connect-src')).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com', 'https://www.githubstatus.com']);
  expect(editorPolicy.get('script-src')).toEqual(["'self'"]);
  const editorPage = readFileSync(join(dist, `${editorPaths.page}.html`), 'utf8');
  expect(editorPage).toContain('<meta name="robots" content="noindex, nofollow">');
  for (const { file, text } of texts.filter(({ file }) => file.endsWith('.html')))
    expect(text.includes(editorPaths.page), `${file} links the editor`).toBe(false);
});
