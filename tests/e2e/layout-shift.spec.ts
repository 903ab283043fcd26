/**
 * Nothing moves while the page loads but what the typeface's swap must move: pictures reserve their
 * space, and the web font swaps in over fallback faces measured to its metrics (src/typeface/), the
 * worst case being a font that arrives only once the page is drawn.
 */
import { expect, test } from '../support/fixtures.ts';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift.ts';
import { holdRequests } from '../support/network.ts';
import { expectComplete } from '../support/routes.ts';
import { routes, routesOnce } from '../support/site-routes.ts';
import { typefaceFamily } from '../../src/typeface/faces.ts';

/** The phones most visitors hold (360 to 430 px, Lighthouse's 412 among them) and a desktop. */
for (const viewport of [
  { width: 360, height: 740 },
  { width: 375, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 430, height: 932 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${String(viewport.width)} px wide`, () => {
    test.use({ viewport });
    for (const route of routes) {
      test(`${route.path} moves at most 0.02 when the web font arrives after the page is drawn in its fallback faces`, async ({ page }) => {
        const fonts = await holdRequests(page, '**/*.woff2');
        await recordLayoutShifts(page);
        await page.goto(route.path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.fonts.check('20px "Atkinson Hyperlegible Next"'))).toBe(false);

        await expect.poll(fonts.count).toBeGreaterThan(0);
        await fonts.release();
        await page.evaluate(() => document.fonts.ready);
        await expectComplete(page, route);

        expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
      });
    }
  });
}

test(`a page whose font arrives in time is set in ${typefaceFamily}`, async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('20px "Atkinson Hyperlegible Next"'))).toBe(true);
  const usedFonts = await page.evaluate(
    (family) =>
      [...document.fonts]
        .filter((font) => font.status === 'loaded' && font.family.replaceAll('"', '') === family)
        .map((font) => font.weight),
    typefaceFamily,
  );
  expect(usedFonts.sort()).toEqual(['400', '700']);
});

for (const route of routesOnce) {
  test(`${route.path} asks for nothing before its first paint but its fonts and pictures: its icon and print styles are written into it, its islands wait`, async ({
    page,
  }) => {
    const icons: string[] = [];
    page.on('request', (request) => {
      if (/favicon|apple-touch-icon/.test(request.url())) icons.push(request.url());
    });
    await page.goto(route.path);
    await expectComplete(page, route);
    // The browser's own clock: what started fetching before the first paint (a stylesheet, an
    // icon, an island's script) but the fonts and the pictures the page shows.
    const beforePaint = await page.evaluate(() => {
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => paint !== undefined && entry.startTime < paint.startTime)
        .filter((entry) => entry.initiatorType !== 'img' && !entry.name.endsWith('.woff2'))
        .map((entry) => entry.name);
    });
    expect(beforePaint, 'asked for before the first paint').toEqual([]);
    expect(icons, 'icons asked for').toEqual([]);
    const icon = page.locator('link[rel="icon"]');
    await expect(icon).toHaveCount(1);
    expect(await icon.getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
  });
}
