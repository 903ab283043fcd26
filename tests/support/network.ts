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
