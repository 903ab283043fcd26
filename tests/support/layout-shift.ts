/**
 * Layout shift as the browser counts it (the Layout Instability API), and the swap from the
 * typeface's fallback faces to the typeface itself at its worst: a font that arrives only once the
 * page is drawn.
 */
import type { Page } from '@playwright/test';

/**
 * Sums, from the page's first moment, its layout shifts not caused by input (read them with
 * `layoutShift`); `swapShift` also reads the ones the browser counts as after input, since it
 * resizes the page itself.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const all: number[] = [];
    Object.assign(window, { layoutShifts: shifts, allLayoutShifts: all });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        all.push(entry.value);
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift of the visit so far: the sum `recordLayoutShifts` keeps. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, shift) => sum + shift, 0));
}

/**
 * How far the page, drawn at its present width with its fonts loaded, moves when the typeface
 * swaps in over its fallback faces, as it does when the font arrives after the page is drawn.
 * What the browser draws before the font has come is the same font stack without the typeface
 * (`--font-body`, src/typeface/): the page is drawn so, from its top, then with the whole stack
 * again, and the layout shift the browser counts between the two is the swap's. Measured so on
 * the routes and widths of the tests, it equals the shift of a load whose fonts are held back
 * until the page is drawn, to four decimals; one visit then measures every width.
 */
export async function swapShift(page: Page): Promise<number> {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const stack = getComputedStyle(document.documentElement).getPropertyValue('--font-body');
    const fallbacks = new CSSStyleSheet();
    fallbacks.replaceSync(`:root:root { --font-body: ${stack.slice(stack.indexOf(',') + 1)} !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, fallbacks];
    Object.assign(window, { fallbackFaces: fallbacks });
  });
  const sum = () =>
    page.evaluate(async () => {
      // Two frames: the page is laid out and drawn anew, and its shifts reported.
      await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
      return (window as unknown as { allLayoutShifts: number[] }).allLayoutShifts.reduce((total, shift) => total + shift, 0);
    });
  const before = await sum();
  await page.evaluate(() => {
    const { fallbackFaces } = window as unknown as { fallbackFaces: CSSStyleSheet };
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== fallbackFaces);
  });
  return (await sum()) - before;
}
