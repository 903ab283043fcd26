/**
 * Serves a built site the way a CDN in front of `dist/` does: `/coverage` from `coverage.html`
 * (and `/coverage/` or `/coverage.html` redirected there), unknown paths with the nearest
 * `404.html` and status 404, the headers of
 * `dist/_headers`, the build's brotli or gzip copy of a text file when the browser takes it
 * (`Vary: Accept-Encoding`), strong ETags with 304 answers, HEAD, and a plain 500 rather than a
 * crash when a file cannot be read.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { addressOf, type HeaderRule, headersFor, parseHeaders } from './headers.ts';
import { compressible, encodings } from './precompress.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file in `root` that answers `pathname`, the way a static host maps `/coverage` to `coverage.html`. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const candidate = resolve(join(base, decoded));
  if (candidate === base) return (await isFile(join(base, 'index.html'))) ? join(base, 'index.html') : undefined;
  if (!candidate.startsWith(base + sep)) return undefined;
  // A page answers at its address only, and the 404 pages answer unknown addresses only.
  if (extname(candidate) === '.html' || /(^|[/\\])404$/.test(relative(base, candidate))) return undefined;
  for (const path of [candidate, `${candidate}.html`]) {
    if (await isFile(path)) return path;
  }
  return undefined;
}

/**
 * Where a page's other spellings lead, as Cloudflare Pages redirects them:
 * `/coverage/` and `/coverage.html` to `/coverage`, `/index.html` to `/`. Undefined when
 * `pathname` is no such spelling of a page the site has.
 */
export async function pageRedirect(root: string, pathname: string): Promise<string | undefined> {
  const address = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : pathname.endsWith('.html') ? addressOf(pathname) : undefined;
  if (address === undefined || pathname === '/') return undefined;
  const target = address === '' ? '/' : address;
  const file = await resolveFile(root, target);
  return file !== undefined && extname(file) === '.html' ? target : undefined;
}

/**
 * The 404 page for an unknown path, as static hosts pick it: the `404.html` nearest above it, so
 * /es/... gets the Spanish `es/404.html` and anything else the root `404.html`.
 */
export async function notFoundPage(root: string, pathname: string): Promise<string> {
  const base = resolve(root);
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not decodable: only the root's page can answer it.
  }
  const folders = decoded
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .slice(0, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = join(base, ...folders.slice(0, depth), '404.html');
    if (await isFile(candidate)) return candidate;
  }
  return join(base, '404.html');
}

/** The encodings the request accepts, by name, leaving out any it refuses with q=0. */
function acceptedEncodings(request: IncomingMessage): Set<string> {
  const header = request.headers['accept-encoding'] ?? '';
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (name !== '' && !refused) accepted.add(name);
  }
  return accepted;
}

interface Representation {
  bytes: Buffer;
  encoding: string | undefined;
}

/** The file, or its precompressed copy in the best encoding the request accepts. */
async function representation(path: string, request: IncomingMessage): Promise<Representation> {
  if (compressible.test(path)) {
    const accepted = acceptedEncodings(request);
    for (const { name, suffix } of encodings) {
      if (accepted.has(name) && (await isFile(`${path}${suffix}`))) return { bytes: await readFile(`${path}${suffix}`), encoding: name };
    }
  }
  return { bytes: await readFile(path), encoding: undefined };
}

/** The address a built file is served at, for its `_headers` rules. */
function servedPath(root: string, file: string): string {
  return addressOf(`/${relative(root, file).split(sep).join('/')}`);
}

/** Serves the built site in `root`, with the headers of `root/_headers` if the build wrote one. */
export function createStaticHandler(root: string) {
  const base = resolve(root);
  let rules: Promise<HeaderRule[]> | undefined;
  const headerRules = () =>
    (rules ??= readFile(join(base, '_headers'), 'utf8').then(parseHeaders, (error: unknown) => {
      console.warn(`No _headers in ${base}: serving without its headers.`, error);
      return [];
    }));

  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed');
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    const redirect = await pageRedirect(base, pathname);
    if (redirect !== undefined) {
      response.writeHead(308, { ...headersFor(await headerRules(), redirect), Location: `${redirect}${search}` });
      response.end();
      return;
    }
    const found = await resolveFile(base, pathname);
    const file = found ?? (await notFoundPage(base, pathname));
    const status = found === undefined ? 404 : 200;

    let chosen: Representation;
    try {
      chosen = await representation(file, request);
    } catch (error) {
      console.error(`Could not read ${file}:`, error);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(`Internal Server Error: the file for ${pathname} could not be read.`);
      return;
    }

    const allRules = await headerRules();
    // A 404 answer carries the headers of the address asked for and, for caching, of the 404 page itself.
    const headers: Record<string, string> = {
      ...headersFor(allRules, servedPath(base, file)),
      ...headersFor(allRules, pathname),
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      ETag: `"${createHash('sha256').update(chosen.bytes).digest('base64url').slice(0, 27)}${chosen.encoding === undefined ? '' : `-${chosen.encoding}`}"`,
    };
    if (compressible.test(file)) headers['Vary'] = 'Accept-Encoding';
    if (chosen.encoding !== undefined) headers['Content-Encoding'] = chosen.encoding;

    const ifNoneMatch = request.headers['if-none-match'];
    if (status === 200 && ifNoneMatch?.split(',').some((tag) => tag.trim() === headers['ETag']) === true) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    headers['Content-Length'] = String(chosen.bytes.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : chosen.bytes);
  };
}
