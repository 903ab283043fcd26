/**
 * The WebDriver engines' driver (drivers/webdriver.ts) against pages that never finish loading.
 * WPE's browser at times never finishes a load the server has answered: a session's first page,
 * and a test's first page (/ht/san-diskriminasyon, 20 s spent, in a fresh-clone run of 2026-12-02).
 * A test's first page is loaded once more in a new browser, which loses nothing of the test's; a
 * page that hangs again, or a later page of the test, still fails it. The hang here is a server's
 * that holds the page's answer, and the bounds are short, so each check takes seconds.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Engine, EnginePage } from './drivers/engine.ts';
import { webDriverEngineNames } from './drivers/engine.ts';
import type { LoadBounds } from './drivers/webdriver.ts';
import { launchWebKit } from './drivers/webkit.ts';
import { launchWpe } from './drivers/wpe.ts';
import { expect, test } from './fixtures.ts';

const bounds: LoadBounds = { page: 3_000, cleaning: 3_000 };

const launchers: Record<(typeof webDriverEngineNames)[number], (bounds: LoadBounds) => Promise<Engine>> = {
  webkit: launchWebKit,
  wpe: launchWpe,
};

const loaded = 'Loaded';

/** A server that holds its answer to `/hangs` every time and to `/hangs-once` the first time, and counts what is asked. */
async function serveHangingPages(): Promise<{ origin: string; asked: (path: string) => number; close: () => Promise<void> }> {
  const asked = new Map<string, number>();
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const times = (asked.get(path) ?? 0) + 1;
    asked.set(path, times);
    if (path === '/hangs' || (path === '/hangs-once' && times === 1)) {
      held.push(response);
      return;
    }
    const script = path.endsWith('.js');
    response.writeHead(200, { 'content-type': script ? 'text/javascript' : 'text/html; charset=utf-8' });
    response.end(script ? '' : `<!doctype html><html lang="en"><title>${loaded}</title><h1>${loaded}</h1></html>`);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  return {
    origin: `http://127.0.0.1:${String(address.port)}`,
    asked: (path) => asked.get(path) ?? 0,
    close: async () => {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    },
  };
}

/** An engine of the project's, on the short bounds, with a page of the hanging server, closed after `journey`. */
async function withHangingPages(
  engineName: string,
  journey: (page: EnginePage, asked: (path: string) => number) => Promise<void>,
): Promise<void> {
  const launch = launchers[engineName as keyof typeof launchers];
  const site = await serveHangingPages();
  const engine = await launch(bounds);
  try {
    const page = await engine.newPage({ origin: site.origin, javaScript: true, report: () => undefined });
    await journey(page, site.asked);
  } finally {
    await engine.close();
    await site.close();
  }
}

const heading = () => [document.querySelector('h1')?.textContent, innerWidth] as const;

test('a test’s first page that does not load in time is loaded once more, in a new browser of the width asked', async ({ engineName }) => {
  await withHangingPages(engineName, async (page, asked) => {
    await page.setViewport(375, 800);
    await page.goto('/hangs-once');
    expect(await page.evaluate(heading)).toEqual([loaded, 375]);
    expect(asked('/hangs-once')).toBe(2);
  });
});

test('a first page that hangs again still fails its test', async ({ engineName }) => {
  await withHangingPages(engineName, async (page, asked) => {
    await expect(page.goto('/hangs')).rejects.toThrow(/timeout/i);
    expect(asked('/hangs')).toBe(2);
  });
});

test('a later page that hangs fails its test at once', async ({ engineName }) => {
  await withHangingPages(engineName, async (page, asked) => {
    await page.goto('/a-page');
    await expect(page.goto('/hangs')).rejects.toThrow(/timeout/i);
    expect(asked('/hangs')).toBe(1);
  });
});
