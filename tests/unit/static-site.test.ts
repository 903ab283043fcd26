import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, resolveFile } from '../../server/static-site';

const root = mkdtempSync(join(tmpdir(), 'static-site-'));
mkdirSync(join(root, 'coverage'));
mkdirSync(join(root, '_astro'));
mkdirSync(join(root, 'es/cobertura'), { recursive: true });
writeFileSync(join(root, 'index.html'), '<h1>Home</h1>');
writeFileSync(join(root, 'es/cobertura/index.html'), '<h1>Cobertura</h1>');
writeFileSync(join(root, 'es/404.html'), '<h1>404 - Página no encontrada</h1>');
writeFileSync(join(root, 'coverage/index.html'), '<h1>Coverage</h1>');
writeFileSync(join(root, '404.html'), '<h1>404 - Page not found</h1>');
writeFileSync(join(root, '_astro/site.abc123.css'), 'body{}');

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('resolveFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/coverage', 'coverage/index.html'],
    ['/coverage/', 'coverage/index.html'],
    ['/_astro/site.abc123.css', '_astro/site.abc123.css'],
  ])('answers %s with %s', async (pathname, file) => {
    expect(await resolveFile(root, pathname)).toBe(join(root, file));
  });

  it.each(['/missing', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/%E0%A4%A'])('answers %s with nothing', async (pathname) => {
    expect(await resolveFile(root, pathname)).toBeUndefined();
  });
});

describe('the static server', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const serveStatic = createStaticHandler(root);
    server = createServer((request, response) => void serveStatic(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('serves pages with their type and no long cache', async () => {
    const response = await fetch(`${origin}/coverage`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('<h1>Coverage</h1>');
  });

  it('lets browsers keep fingerprinted assets for good', async () => {
    const response = await fetch(`${origin}/_astro/site.abc123.css`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await fetch(`${origin}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 - Page not found');
  });

  it.each(['/es/no-existe', '/es/cobertura/no-existe', '/es/a/b/c'])(
    'answers %s with the nearest 404 page: the Spanish one',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('404 - Página no encontrada');
    },
  );

  it.each(['/esperanza', '/coverage/es/x', '/%E0%A4%A'])('answers %s with the root 404 page', async (path) => {
    const response = await fetch(`${origin}${path}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 - Page not found');
  });

  it('refuses methods a static site does not take', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
