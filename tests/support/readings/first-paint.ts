/**
 * What a page asks for before its first paint, by the browser's own clock: only its fonts and the
 * pictures it shows. Its icon and print styles are written into it, and its islands wait.
 */
import type { Page } from '@playwright/test';

/** Starts noting the icons the page asks for; call before it loads. */
export function iconsAsked(page: Page): string[] {
  const icons: string[] = [];
  page.on('request', (request) => {
    if (/favicon|apple-touch-icon/.test(request.url())) icons.push(request.url());
  });
  return icons;
}

/** What the loaded page started fetching before its first paint, but its fonts and pictures, and whether its icon is written into it. */
export function askedBeforeFirstPaint(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const [paint] = performance.getEntriesByName('first-contentful-paint');
    const asked = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => paint !== undefined && entry.startTime < paint.startTime)
      .filter((entry) => entry.initiatorType !== 'img' && !entry.name.endsWith('.woff2'))
      .map((entry) => `${entry.name} was asked for before the first paint`);
    const icons = [...document.querySelectorAll('link[rel="icon"]')].map((icon) => icon.getAttribute('href') ?? '');
    if (icons.length !== 1 || !icons[0]?.startsWith('data:image/svg+xml,'))
      asked.push(`the icon is not written into the page: ${icons.join(', ')}`);
    return asked;
  });
}
