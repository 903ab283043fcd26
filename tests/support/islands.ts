import { expect, type Page } from '@playwright/test';

/** Waits until every React island on the page has hydrated (Astro drops `ssr` from each when it has). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** The scripts a page asks for, as it asks. */
export function scriptsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** The scripts the page at `path` names in its HTML: what it runs, touched or not. */
export async function pageScriptPaths(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => new URL(src ?? '', 'http://localhost').pathname);
}

/**
 * Holds every script but those the page at `path` names itself (its islands', then) until
 * `release` is called; `held` settles once the first is asked for.
 */
export async function holdIslandScripts(page: Page, path: string): Promise<{ release: () => void; held: Promise<undefined> }> {
  const pageScripts = await pageScriptPaths(page, path);
  const released = Promise.withResolvers<undefined>();
  const held = Promise.withResolvers<undefined>();
  await page.route('**/*.js', async (route) => {
    if (pageScripts.includes(new URL(route.request().url()).pathname)) return route.continue();
    held.resolve(undefined);
    await released.promise;
    await route.continue();
  });
  return {
    release: () => {
      released.resolve(undefined);
    },
    held: held.promise,
  };
}
