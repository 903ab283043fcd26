/**
 * Windows High Contrast (forced colours): the browser replaces the site's colours with the
 * visitor's few system colours and drops backgrounds' looks and shadows. Every control and card
 * the site draws as a shape must then keep an edge of its own (a border), and every stop of the
 * keyboard its focus ring (an outline; the focus halo is a shadow, which is dropped).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { openRoute } from '../support/routes.ts';
import { routesOnce } from '../support/site-routes.ts';
import { loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { standInWidgets } from '../support/stand-in.ts';

/**
 * Marks what the site draws as a shape in its own colours: a control or card whose background
 * differs from what is behind it, or that has a border. Only its own widgets count: the sign-in
 * stand-in's stand for Google's.
 */
function markShapes(page: Page): Promise<number> {
  return page.evaluate((standInWidgets) => {
    const opaque = (color: string) => color !== 'transparent' && !/^rgba\(.*, 0\)$/.test(color);
    const backgroundBehind = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor !== null; ancestor = ancestor.parentElement) {
        const background = getComputedStyle(ancestor).backgroundColor;
        if (opaque(background)) return background;
      }
      return 'rgb(255, 255, 255)';
    };
    let marked = 0;
    for (const element of document.querySelectorAll('a, button, input, select, textarea, [class*="_card_"]')) {
      if (element.closest(standInWidgets) !== null || !element.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      const filled = opaque(style.backgroundColor) && style.backgroundColor !== backgroundBehind(element);
      const bordered = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none';
      if (filled || bordered) {
        element.setAttribute('data-shape', '');
        marked += 1;
      }
    }
    return marked;
  }, standInWidgets);
}

/** The marked shapes that have no edge on every side under forced colours. */
function edgeless(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-shape]')].flatMap((element) => {
      const style = getComputedStyle(element);
      const edged = ['top', 'right', 'bottom', 'left'].every(
        (side) =>
          parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1 &&
          !['none', 'hidden'].includes(style.getPropertyValue(`border-${side}-style`)) &&
          !/^rgba\(.*, 0\)$/.test(style.getPropertyValue(`border-${side}-color`)),
      );
      return edged ? [] : [`<${element.localName}> "${element.textContent.trim().slice(0, 40)}"`];
    }),
  );
}

/**
 * Focuses each element a visitor can Tab to, as the keyboard would (so `:focus-visible` applies);
 * the ones whose focus ring is not an outline at least 2 px thick.
 */
function stopsWithoutRing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stops = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])');
    const missing: string[] = [];
    let reached = 0;
    for (const stop of stops) {
      if (stop.closest('[inert]') !== null || !stop.checkVisibility({ visibilityProperty: true })) continue;
      stop.focus();
      if (document.activeElement !== stop) continue;
      reached += 1;
      const style = getComputedStyle(stop);
      const ring = stop.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      if (!ring) missing.push(`<${stop.localName}> "${(stop.getAttribute('aria-label') ?? stop.textContent).trim().slice(0, 40)}"`);
    }
    if (reached < 3) missing.push(`only ${reached} stops reached`);
    return missing;
  });
}

for (const route of routesOnce) {
  test(`${route.path} in forced colours: every control and card keeps its edge, every stop its focus ring`, async ({ page }) => {
    await openRoute(page, route);
    expect(await markShapes(page), 'controls and cards found').toBeGreaterThan(0);
    await page.emulateMedia({ forcedColors: 'active' });
    expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    expect(await edgeless(page)).toEqual([]);
    expect(await stopsWithoutRing(page)).toEqual([]);
  });
}

test('"Which ride fits?" answered, in forced colours: "Book this ride" keeps its edge', async ({ page }) => {
  const words = loadWords('rideHelper', locales[0]);
  await page.goto(localizedPath('vehicles', locales[0]));
  const helper = page.getByRole('region', { name: words.heading });
  for (const group of await helper.getByRole('group').all()) await group.getByRole('radio').first().check();
  await expect(helper.getByRole('link', { name: words.suggestion.book })).toBeVisible();
  expect(await markShapes(page), 'controls and cards found').toBeGreaterThan(0);
  await page.emulateMedia({ forcedColors: 'active' });
  expect(await edgeless(page)).toEqual([]);
});
