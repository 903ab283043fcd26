import type { Page, Request, Route } from '@playwright/test';

/**
 * Holds every request to `url` until `release` is called, so a test can see the page while a
 * message, a stylesheet or a font is on its way. `count` tells how many arrived: release only
 * after the first has, or there is nothing to let go yet and the request waits for ever.
 */
export async function holdRequests(
  page: Page,
  url: string,
  /** Which of them to hold; the rest go on at once. */
  which: (request: Request) => boolean = () => true,
): Promise<{ count: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  let arrived = 0;
  await page.route(url, async (route) => {
    if (!which(route.request())) {
      await route.continue();
      return;
    }
    arrived += 1;
    held.push(route);
  });
  return {
    count: () => arrived,
    release: async () => {
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** The requests the page has sent from now on and not yet seen answered or failed, as a person reads them. */
export function requestsInFlight(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open].map((request) => `${request.method()} ${request.url()} (${request.resourceType()})`);
}

/**
 * Playwright's `networkidle`, with a failure that names the requests still open: once in some
 * hundreds of runs a page never came to rest before the test's limit, and the bare timeout said
 * nothing of which request held it.
 */
export async function networkAtRest(page: Page, inFlight: () => string[]): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
  } catch (error) {
    throw new Error(`The page's network never came to rest; still open: ${inFlight().join(', ') || 'none the page reports'}`, {
      cause: error,
    });
  }
}
