/** The project's server serves the built site as a CDN does (server/static-site.ts, integrations/headers.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeaders, headersFor, parseHeaders, securityHeaders, siteHeaderRules } from '../integrations/headers';
import { precompress } from '../integrations/precompress';
import { createStaticHandler, resolveFile } from './static-site';

const coverage = `<h1>Coverage</h1>${'<p>Counties we serve.</p>'.repeat(50)}`;

function site(withHeaders = true): string {
  const root = mkdtempSync(join(tmpdir(), 'static-site-'));
  mkdirSync(join(root, '_astro'));
  mkdirSync(join(root, 'es'));
  writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(root, 'coverage.html'), coverage);
  writeFileSync(join(root, 'es.html'), '<h1>Inicio</h1>');
  writeFileSync(join(root, 'es/cobertura.html'), '<h1>Cobertura</h1>');
  writeFileSync(join(root, '404.html'), '<h1>404 - Page not found</h1>');
  writeFileSync(join(root, 'es/404.html'), '<h1>404 - Página no encontrada</h1>');
  writeFileSync(join(root, '_astro/site.abc123.css'), 'body{}');
  if (withHeaders) {
    writeFileSync(
      join(root, '_headers'),
      formatHeaders(
        siteHeaderRules([
          '/index.html',
          '/coverage.html',
          '/es.html',
          '/es/cobertura.html',
          '/404.html',
          '/es/404.html',
          '/_astro/site.abc123.css',
        ]),
      ),
    );
  }
  return root;
}

async function serve(root: string): Promise<{ origin: string; server: Server }> {
  const serveStatic = createStaticHandler(root);
  const server = createServer((request, response) => void serveStatic(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('_headers', () => {
  const rules = siteHeaderRules(['/index.html', '/coverage.html', '/_astro/x.js', '/images/map.svg', '/_headers']);

  it('reads back what it writes', () => {
    expect(parseHeaders(formatHeaders(rules))).toEqual(rules);
  });

  it('gives every path the security headers, fingerprinted files a year, everything else revalidation', () => {
    expect(headersFor(rules, '/coverage')).toEqual({ ...securityHeaders, 'Cache-Control': 'no-cache' });
    expect(headersFor(rules, '/_astro/x.js')).toEqual({ ...securityHeaders, 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(headersFor(rules, '/images/map.svg')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/')['Cache-Control']).toBe('no-cache');
    expect(rules.map((rule) => rule.path)).not.toContain('/_headers');
  });

  it('gives a picture and the editor’s files, opened by themselves, a policy that runs nothing they carry; the editor’s page its own', () => {
    const all = siteHeaderRules(['/admin.html', '/admin/config.json', '/admin/sveltia-cms.js', '/images/upload.svg', '/coverage.html']);
    const policies = (path: string) => (headersFor(all, path)['Content-Security-Policy'] ?? '').split(', ');
    for (const path of ['/images/upload.svg', '/admin/config.json', '/admin/sveltia-cms.js']) {
      const [, own] = policies(path);
      expect(own, path).toMatch(/^default-src 'none';/);
      expect(own, path).toContain('sandbox');
      expect(own, path).not.toMatch(/script-src/);
    }
    expect(headersFor(all, '/admin/config.json')['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(policies('/admin')[1]).toContain("script-src 'self'");
    expect(policies('/coverage')).toHaveLength(1);
  });

  it('joins a header two rules set, as Netlify and Cloudflare Pages do', () => {
    expect(headersFor(parseHeaders('/*\n  Vary: A\n/x\n  Vary: B\n'), '/x')).toEqual({ Vary: 'A, B' });
  });

  it('refuses a header line without a path above it', () => {
    expect(() => parseHeaders('  X-Frame-Options: DENY\n')).toThrow(/under a path/);
  });
});

describe('resolveFile', () => {
  const root = site();
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/', 'index.html'],
    ['/coverage', 'coverage.html'],
    ['/es', 'es.html'],
    ['/es/cobertura', 'es/cobertura.html'],
    ['/_astro/site.abc123.css', '_astro/site.abc123.css'],
  ])('answers %s with %s', async (pathname, file) => {
    expect(await resolveFile(root, pathname)).toBe(join(root, file));
  });

  it.each([
    '/missing',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%E0%A4%A',
    '/404',
    '/404.html',
    '/es/404',
    '/es/404.html',
    '/coverage.html',
    '/coverage/',
    '/index',
    '/index.html',
    '/_astro',
    '/_headers',
    '/coverage.html.br',
    '/coverage.html.gz',
    '//evil.example/coverage',
  ])('answers %s with nothing', async (pathname) => {
    expect(await resolveFile(root, pathname)).toBeUndefined();
  });
});

describe('the static server', () => {
  const root = site();
  let origin = '';
  let server: Server | undefined;

  beforeAll(async () => {
    await precompress(root);
    ({ origin, server } = await serve(root));
  });
  afterAll(() => {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves pages with their type, the headers of _headers and no long cache', async () => {
    const response = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    for (const [name, value] of Object.entries(securityHeaders)) expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(coverage);
  });

  it('sends the build’s brotli or gzip copy to a browser that takes it', async () => {
    const brotli = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the bodies; read the bytes the server sent.
    const raw = async (encoding: string) =>
      new Promise<Buffer>((resolve) => {
        void import('node:http').then(({ get }) =>
          get(`${origin}/coverage`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              resolve(Buffer.concat(chunks));
            });
          }),
        );
      });
    expect(brotliDecompressSync(await raw('br')).toString()).toBe(coverage);
    expect(gunzipSync(await raw('gzip')).toString()).toBe(coverage);
    expect((await raw('br')).length).toBeLessThan(coverage.length / 4);
  });

  it('answers a matching ETag with 304 and no body, for each encoding apart', async () => {
    const first = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    const otherEncoding = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(otherEncoding.status).toBe(200);
  });

  it.each(['*', 'W/"{etag}"', '"other", "{etag}"'])('answers If-None-Match: %s with 304', async (condition) => {
    const etag = (await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': 'gzip' } })).headers.get('etag') ?? '';
    const again = await fetch(`${origin}/coverage`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': condition.replace('"{etag}"', etag) },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ['br;q=0.1, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', null],
  ])('weighs Accept-Encoding: %s gets %s', async (accept, encoding) => {
    const response = await fetch(`${origin}/coverage`, { headers: { 'Accept-Encoding': accept } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${origin}/coverage`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(coverage)));
    expect(await response.text()).toBe('');
  });

  it('lets browsers keep fingerprinted assets for good', async () => {
    const response = await fetch(`${origin}/_astro/site.abc123.css`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it.each([
    ['/no/such/page', '404 - Page not found'],
    ['/404', '404 - Page not found'],
    ['/esperanza', '404 - Page not found'],
    ['/es/no-existe', '404 - Página no encontrada'],
    ['/es/cobertura/no-existe', '404 - Página no encontrada'],
    ['/es/404', '404 - Página no encontrada'],
  ])('answers %s with the nearest 404 page and status 404', async (path, heading) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(heading);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['/coverage/', '/coverage'],
    ['/coverage.html', '/coverage'],
    ['/es/', '/es'],
    ['/es/cobertura/?from=mail', '/es/cobertura?from=mail'],
    ['/index.html', '/'],
    ['/index', '/'],
  ])('redirects %s to the page’s one address, %s', async (path, location) => {
    const response = await fetch(`${origin}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
    expect(response.headers.get('strict-transport-security')).toBe(securityHeaders['Strict-Transport-Security']);
  });

  it.each([
    '/es/404.html',
    '/_astro/',
    '/no-such-page/',
    '//evil.example/coverage',
    '/.//evil.example/..%2Fcoverage/',
    '/_headers',
    '/coverage.html.br',
  ])('answers %s, no page’s other spelling, with 404', async (path) => {
    expect((await fetch(`${origin}${path}`, { redirect: 'manual' })).status).toBe(404);
  });

  it('never redirects to another site, whatever path a client sends unnormalized', async () => {
    const { request } = await import('node:http');
    const { hostname, port } = new URL(origin);
    for (const path of ['/.//evil.example/..%2Fcoverage/', '//evil.example/coverage/', '/%2F%2Fevil.example/']) {
      const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
        request({ hostname, port, path }, (response) => {
          response.resume();
          resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        })
          .on('error', reject)
          .end();
      });
      expect(answer.location === undefined || /^\/(?![/\\])/.test(answer.location), `${path} → ${answer.location}`).toBe(true);
    }
  });

  it('never lets a browser keep a missing fingerprinted file: its 404 is revalidated', async () => {
    const response = await fetch(`${origin}/_astro/missing.abc123.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('refuses methods a static site does not take, with the security headers', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-security-policy')).toBe(securityHeaders['Content-Security-Policy']);
  });
});

describe('a build that lost a file', () => {
  const root = site(false);
  let origin = '';
  let server: Server | undefined;

  beforeAll(async () => {
    rmSync(join(root, '404.html'));
    ({ origin, server } = await serve(root));
  });
  afterAll(() => {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers 500 with a plain message, and keeps serving', async () => {
    const broken = await fetch(`${origin}/no/such/page`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toBe('Internal Server Error: a file of this site could not be read.');
    expect((await fetch(`${origin}/coverage`)).status).toBe(200);
  });
});
