/**
 * Every page in every engine: served with its status, one h1, its heading, first paragraph and
 * phone number drawn in the typeface once it has come (measured: no driver here names the face
 * drawn), and nothing going wrong while it loads and its scripts run (the fixture's journal: no
 * uncaught exception, console error, failed request or CSP violation). Each page once, its
 * language taking turns (`routesOnce`): the languages' pages are drawn by the same components,
 * styles and scripts, and their words in every width are the Chromium suite's. The contact page,
 * whose scripts write dates and times the language's way, in every language.
 */
import { expect, test, waitFor } from './fixtures.ts';
import { routes, routesOnce } from '../support/site-routes.ts';
import { typefaceFamily } from '../../src/typeface/faces.ts';

/**
 * The page's heading, first paragraph and phone number, each set on one line three ways: as the
 * page draws it, in the typeface alone (monospace if it has not come) and in its fallback faces
 * alone, once the page's fonts are ready. The phone number's digits tell the faces apart: a "0" of
 * the typeface is wider than its fallback's.
 */
async function lineWidths(family: string): Promise<{ line: string; drawn: number; typeface: number; fallback: number }[]> {
  await document.fonts.ready;
  const phone = [...document.querySelectorAll('a[href^="tel:"]')].find((link) => /\d/.test(link.textContent));
  return [document.querySelector('h1'), document.querySelector('main p'), phone ?? null].flatMap((element) => {
    if (element === null) return [];
    const style = getComputedStyle(element);
    const widthIn = (fontFamily: string) => {
      const line = document.createElement('span');
      line.textContent = element.textContent;
      for (const property of ['font-size', 'font-weight', 'font-style', 'letter-spacing', 'word-spacing', 'text-transform'])
        line.style.setProperty(property, style.getPropertyValue(property));
      line.style.fontFamily = fontFamily;
      line.style.whiteSpace = 'nowrap';
      line.style.position = 'absolute';
      document.body.append(line);
      const width = line.getBoundingClientRect().width;
      line.remove();
      return width;
    };
    const stack = style.fontFamily;
    return [
      {
        line: element.textContent.trim().slice(0, 40),
        drawn: widthIn(stack),
        typeface: widthIn(`"${family}", monospace`),
        fallback: widthIn(stack.slice(stack.indexOf(',') + 1)),
      },
    ];
  });
}

/** Each page once, and the contact page in every language. */
const enginesRoutes = routes.filter((route) => routesOnce.includes(route) || route.island === true);

for (const route of enginesRoutes) {
  test(`${route.path}: status ${route.route === null ? 404 : 200}, one h1, no error`, async ({ page, site, journal }) => {
    await page.goto(route.path);
    if (route.island) {
      // The forms hydrate, and the sign-in stand-in's button arrives after load.
      await waitFor(
        page,
        'the forms hydrate and sign-in is offered',
        () => document.querySelector('astro-island[ssr]') === null && document.querySelector('.gsi-stand-in-signin') !== null,
      );
    }
    const expected = route.route === null ? 404 : 200;
    expect(site.statusOf(route.path), 'the status the page was served with').toBe(expected);
    // The 404 page's own status, which the browsers also log as a failed load; nothing else.
    if (expected === 404) journal.allow((entry) => entry.includes(route.path) && / 404\b/.test(entry));
    expect(await page.evaluate(() => document.querySelectorAll('h1').length), 'h1 elements').toBe(1);
    const lines = await page.evaluate(lineWidths, typefaceFamily);
    expect(
      Math.max(...lines.map(({ typeface, fallback }) => Math.abs(typeface - fallback))),
      'the typeface and its fallback faces set some line at widths a test can tell apart',
    ).toBeGreaterThan(0.5);
    for (const { line, drawn, typeface, fallback } of lines) {
      expect(
        Math.abs(drawn - typeface),
        `"${line}" drawn at the typeface's width (${String(typeface)} px), not the fallback's (${String(fallback)} px)`,
      ).toBeLessThan(0.5);
    }
  });
}
