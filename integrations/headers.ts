/**
 * The site's HTTP response headers, in one place. The build writes them into `dist/_headers` (the
 * format Netlify and Cloudflare Pages read) and `server/serve.ts` applies them from that same file,
 * so what runs locally is what ships.
 *
 * The Content-Security-Policy here holds only what a `<meta>` policy cannot carry; the rest of the
 * policy (default-src 'none', the hashed scripts and styles, the Google and EmailJS origins) is the
 * meta tag Astro writes into every page (`security.csp` in astro.config.ts). Browsers enforce both.
 */

import { editorPaths } from '../src/admin/editor-paths.ts';

/** Sent with every response. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
  // Two years, every subdomain, and ready for the browsers' preload list.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Everything the site never asks for. Sign-in (FedCM, identity-credentials-get) stays allowed.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  // Google's sign-in may open a popup that must be able to reach back to the page.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * The owner's editor at /admin (src/admin/) answers with its own policy, on top of the one above:
 * Sveltia CMS's script, fonts and configuration from the site itself, GitHub's API (and GitHub's
 * status page, which the editor asks when GitHub does not answer), the owner's GitHub picture;
 * Svelte writes its components' styles into the page. No Google sign-in, no EmailJS, and not the
 * CDN Sveltia would check for updates on. The editor is kept out of search engines.
 */
const editorHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    // The editor reads its own logo (data:) and files it is handed (blob:) with fetch.
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    'media-src blob:',
    'frame-src blob:',
    "manifest-src 'self' blob:",
  ].join('; '),
  'X-Robots-Tag': 'noindex, nofollow',
};

/**
 * Files that are not pages, opened by themselves: the pictures (the editor uploads them, and an
 * SVG may carry a script) and the editor's own files. A policy that runs nothing they carry and
 * fetches nothing, and draws a picture as it is. The editor's page keeps its own.
 */
const fileHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
};

/** Where such files are: the pictures (src/admin/editor-config.ts `media_folder`), and the editor's files. */
const filePaths = ['/images/*', `${editorPaths.page}/*`];

/** Astro fingerprints every file under /_astro/: a new name whenever the content changes. */
const immutable = 'public, max-age=31536000, immutable';
/** Everything else is checked with the server before each use (cheap: ETag and 304). */
const revalidate = 'no-cache';

/** One rule of a `_headers` file: a path (exact, or ending in `*` for everything below it) and its headers. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/**
 * The address a built file is served at: a page at its name without `.html` ("/coverage.html" is
 * /coverage, "/index.html" is /), any other file at its own path.
 */
export function addressOf(file: string): string {
  return file === '/index.html' ? '/' : file.replace(/\.html$/, '');
}

/**
 * The rules for a built site whose files are at `paths` ("/coverage.html", "/_astro/x.js"): the
 * security headers everywhere, a year's cache for fingerprinted files, revalidation for every other
 * file and page, by the address it is served at.
 */
export function siteHeaderRules(paths: readonly string[]): HeaderRule[] {
  const revalidated = paths.filter((path) => !path.startsWith('/_astro/') && path !== '/_headers').map(addressOf);
  return [
    { path: '/*', headers: { ...securityHeaders } },
    { path: '/_astro/*', headers: { 'Cache-Control': immutable } },
    { path: editorPaths.page, headers: { ...editorHeaders } },
    ...filePaths.map((path) => ({
      path,
      headers: { ...fileHeaders, ...(path.startsWith(editorPaths.page) ? { 'X-Robots-Tag': editorHeaders['X-Robots-Tag'] ?? '' } : {}) },
    })),
    ...[...new Set(revalidated)].sort().map((path) => ({ path, headers: { 'Cache-Control': revalidate } })),
  ];
}

/** The rules in the `_headers` format: a path on its own line, its headers indented under it. */
export function formatHeaders(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n') + '\n'
  );
}

/** Reads a `_headers` file back into its rules; comment lines (#) and blank lines are skipped. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (rule === undefined || separator < 0) throw new Error(`_headers: "${line.trim()}" is not "Name: value" under a path`);
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
}

/**
 * The headers for a request path, as Netlify and Cloudflare Pages apply a `_headers` file: every
 * matching rule adds its headers, and a header set by two rules has both values, comma-joined.
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.path, path)) continue;
    for (const [name, value] of Object.entries(rule.headers)) headers[name] = name in headers ? `${headers[name] ?? ''}, ${value}` : value;
  }
  return headers;
}
