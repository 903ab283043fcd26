/**
 * Serves a built site the way a CDN in front of `dist/` does: `/coverage` from `coverage.html`
 * (and `/coverage/` or `/coverage.html` redirected there), unknown paths with the nearest
 * `404.html` and status 404, the headers of `dist/_headers`, the build's brotli or gzip copy of a
 * text file when the browser takes it (`Vary: Accept-Encoding`), ETags with 304 answers, HEAD,
 * and a plain 500 rather than a crash when a file cannot be read.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { addressOf, type HeaderRule, headersFor, parseHeaders } from '../integrations/headers.ts';
import { compressible, encodings } from '../integrations/precompress.ts';

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

/** What the build writes for the host, never served as a file: its headers and the compressed twins. */
const forTheHostOnly = /(^|\/)_headers$|\.(br|gz)$/;

/** The address a built file is served at: "/coverage" for `coverage.html`, "/" for `index.html`. */
function servedPath(root: string, file: string): string {
  return addressOf(`/${relative(root, file).split(sep).join('/')}`);
}

/** A request's path as its characters, or undefined when it is no valid percent-encoding (`/%E0%A4%A`). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * The file in `root` that answers `pathname`, the way a static host maps `/coverage` to
 * `coverage.html`: each file at its one address only (not `/index`, `/coverage/` or
 * `/coverage.html`), never the 404 pages as pages of their own, never what is for the host only.
 */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return undefined;
  const base = resolve(root);
  const candidate = resolve(join(base, decoded));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
  const file = candidate === base ? join(base, 'index.html') : (await isFile(candidate)) ? candidate : `${candidate}.html`;
  if (!(await isFile(file))) return undefined;
  const address = servedPath(base, file);
  if (address !== decoded || /(^|\/)404$/.test(address) || forTheHostOnly.test(address)) return undefined;
  return file;
}

/**
 * Where a page's other spellings lead, as Cloudflare Pages redirects them: `/coverage/` and
 * `/coverage.html` to `/coverage`, `/index` and `/index.html` to `/`. The address comes from the
 * page found, never from the request, so no request can redirect elsewhere. Undefined when
 * `pathname` is no other spelling of a page the site has.
 */
async function pageRedirect(root: string, pathname: string): Promise<string | undefined> {
  const decoded = decodedPath(pathname);
  if (decoded === undefined) return undefined;
  const page = decoded.replace(/\/+$/, '').replace(/\.html$/, '');
  const address = page === '' || page === '/index' ? '/' : page;
  if (address === decoded) return undefined;
  const file = await resolveFile(root, encodeURI(address));
  return file !== undefined && extname(file) === '.html' ? encodeURI(servedPath(resolve(root), file)) : undefined;
}

/**
 * The 404 page for an unknown path, as static hosts pick it: the `404.html` nearest above it, so
 * /es/... gets the Spanish `es/404.html` and anything else the root `404.html`.
 */
async function notFoundPage(root: string, pathname: string): Promise<string> {
  const base = resolve(root);
  // Not decodable: only the root's page can answer it.
  const folders = (decodedPath(pathname) ?? '')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..')
    .slice(0, -1);
  for (let depth = folders.length; depth > 0; depth -= 1) {
    const candidate = join(base, ...folders.slice(0, depth), '404.html');
    if (await isFile(candidate)) return candidate;
  }
  return join(base, '404.html');
}

/** The weight (q) the request gives each encoding it names; 0 refuses one. */
function encodingWeights(request: IncomingMessage): Map<string, number> {
  const header = request.headers['accept-encoding'] ?? '';
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (name !== '') weights.set(name, q === undefined ? 1 : Number(q));
  }
  return weights;
}

interface Representation {
  bytes: Buffer;
  encoding: string | undefined;
}

/**
 * The file, or its precompressed copy in the encoding the request weighs highest (on a tie, the
 * smaller: brotli).
 */
async function representation(path: string, request: IncomingMessage): Promise<Representation> {
  if (compressible.test(path)) {
    const weights = encodingWeights(request);
    const wanted = encodings
      .map((encoding) => ({ ...encoding, weight: weights.get(encoding.name) ?? weights.get('*') ?? 0 }))
      .filter(({ weight }) => weight > 0)
      .sort((a, b) => b.weight - a.weight);
    for (const { name, suffix } of wanted) {
      if (await isFile(`${path}${suffix}`)) return { bytes: await readFile(`${path}${suffix}`), encoding: name };
    }
  }
  return { bytes: await readFile(path), encoding: undefined };
}

/** Whether an If-None-Match header names this ETag (weakly compared, as for GET), or is `*`. */
function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  return ifNoneMatch?.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, ''))) === true;
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
    // The path as sent: "//elsewhere/x" stays a path here, never a host.
    const { pathname, search } = new URL(`http://localhost${request.url ?? '/'}`);
    const allRules = await headerRules();
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headersFor(allRules, pathname), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed');
      return;
    }
    const redirect = await pageRedirect(base, pathname);
    if (redirect !== undefined) {
      response.writeHead(308, { ...headersFor(allRules, redirect), Location: `${redirect}${search}` });
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
      response.writeHead(500, {
        ...headersFor(allRules, pathname),
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end('Internal Server Error: a file of this site could not be read.');
      return;
    }

    // A 404 answer carries the headers of the address asked for, then those of the 404 page
    // itself, so a missing /_astro/ file is never cached for a year.
    const etag = `"${createHash('sha256').update(chosen.bytes).digest('base64url').slice(0, 27)}${chosen.encoding === undefined ? '' : `-${chosen.encoding}`}"`;
    const headers: Record<string, string> = {
      ...headersFor(allRules, pathname),
      ...headersFor(allRules, servedPath(base, file)),
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      ETag: etag,
    };
    if (compressible.test(file)) headers['Vary'] = 'Accept-Encoding';
    if (chosen.encoding !== undefined) headers['Content-Encoding'] = chosen.encoding;

    if (status === 200 && matchesETag(request.headers['if-none-match'], etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    headers['Content-Length'] = String(chosen.bytes.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : chosen.bytes);
  };
}
