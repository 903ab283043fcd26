import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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
  '.xml': 'application/xml',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file in `root` that answers `pathname`, the way a static host maps `/coverage` to `coverage/index.html`. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const base = resolve(root);
  const candidate = resolve(join(base, decoded));
  if (candidate !== base && !candidate.startsWith(base + sep)) return undefined;
  for (const path of [candidate, join(candidate, 'index.html'), `${candidate}.html`]) {
    if (await isFile(path)) return path;
  }
  return undefined;
}

function send(response: ServerResponse, path: string, status: number): void {
  const type = contentTypes[extname(path)] ?? 'application/octet-stream';
  // Astro fingerprints everything under /_astro/, so those files may be cached for good.
  const cache = path.includes(`${sep}_astro${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, 'X-Content-Type-Options': 'nosniff' });
  createReadStream(path).pipe(response);
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

/** Serves the built site from `root`; unknown paths get the nearest `404.html` with status 404. */
export function createStaticHandler(root: string) {
  const normalizedRoot = resolve(root);
  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method Not Allowed');
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await resolveFile(normalizedRoot, pathname);
    if (file !== undefined) {
      send(response, file, 200);
      return;
    }
    send(response, await notFoundPage(normalizedRoot, pathname), 404);
  };
}
