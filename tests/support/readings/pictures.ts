/**
 * Pictures further down a page wait for its first paint (src/page-scripts/hold-later-pictures.ts),
 * so a phone spends its first round trips on the page and its fonts; each still arrives as it is
 * scrolled to, with script and without.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { builtFile, dist } from '../../../scripts/lib/route-weight.ts';
import type { SiteRoute } from '../site-routes.ts';

/**
 * Whether the built page has pictures further down: a page whose route holds them may have none
 * for now, as /trips with one trip mode left, whose one picture is in the page itself.
 */
export function hasLaterPictures(route: Pick<SiteRoute, 'route' | 'locale' | 'laterPictures'>): boolean {
  return (
    route.laterPictures === true &&
    readFileSync(join(dist, builtFile(route.route ?? '404', route.locale)), 'utf8').includes('loading="lazy"')
  );
}

/** Scrolls to each picture further down in turn and waits until it has drawn its own file; gives their addresses. */
export async function scrollAndSeePictures(page: Page): Promise<string[]> {
  const later = page.locator('img[loading="lazy"]');
  const count = await later.count();
  expect(count, 'pictures further down').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const picture = later.nth(index);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/images/')),
      )
      .toBe(true);
  }
  return later.evaluateAll((pictures: HTMLImageElement[]) => pictures.map((picture) => picture.currentSrc));
}

/** The pictures further down, each scrolled to and drawn: those the page asked for before its first paint. */
export async function laterPicturesBeforePaint(page: Page): Promise<string[]> {
  const pictures = await scrollAndSeePictures(page);
  return page.evaluate((addresses) => {
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => addresses.includes(entry.name) && (paint === undefined || entry.startTime < paint.startTime))
      .map((entry) => `${entry.name}, further down, was asked for before the first paint`);
  }, pictures);
}
