/**
 * Windows High Contrast (forced colours): the browser replaces the site's colours with the
 * visitor's few system colours and drops backgrounds' looks and shadows. Every control and card
 * the site draws as a shape must then keep an edge of its own (a border), and every stop of the
 * keyboard its focus ring (an outline; the focus halo is a shadow, which is dropped).
 */
import type { Page } from '@playwright/test';
import { standInWidgets } from '../stand-in.ts';

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
      return edged ? [] : [`<${element.localName}> "${element.textContent.trim().slice(0, 40)}" has no edge`];
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
      if (!ring)
        missing.push(
          `<${stop.localName}> "${(stop.getAttribute('aria-label') ?? stop.textContent).trim().slice(0, 40)}" has no focus ring`,
        );
    }
    if (reached < 3) missing.push(`only ${reached} stops reached`);
    (document.activeElement as HTMLElement | null)?.blur();
    return missing;
  });
}

/**
 * The page in forced colours, then back: the controls and cards drawn as shapes without an edge,
 * and, with `focus`, the keyboard's stops without a focus ring (each is focused in turn).
 */
export async function inForcedColours(page: Page, { focus = true } = {}): Promise<string[]> {
  const problems: string[] = [];
  if ((await markShapes(page)) === 0) problems.push('no control or card found');
  await page.emulateMedia({ forcedColors: 'active' });
  if (!(await page.evaluate(() => matchMedia('(forced-colors: active)').matches))) problems.push('forced colours did not apply');
  problems.push(...(await edgeless(page)), ...(focus ? await stopsWithoutRing(page) : []));
  await page.emulateMedia({ forcedColors: 'none' });
  return problems;
}
