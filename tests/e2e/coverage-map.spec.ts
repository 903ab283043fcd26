/** The coverage map's county names stay readable on every screen, from a small phone to a desktop. */
import { expect, test } from '../support/fixtures.ts';
import { loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

/** Least size, in CSS pixels, at which the map's labels show. */
const LEAST_LABEL_PX = 16;

// Both languages show the same map (county names are proper names); each page picks its layout.
const widths = [320, 375, 414, 600, 656, 768, 1024, 1152, 1280, 1440];

// Both languages show the same map (county names are proper names), in pages laid out alike.
for (const locale of locales) {
  for (const width of widths) {
    test(`${locale}: at ${String(width)} px wide the map's county names show at ${String(LEAST_LABEL_PX)} px or more`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localizedPath('coverage', locale));
      const map = page.getByRole('img', { name: loadWords('coverage', locale).map.alt });
      await map.evaluate((image: HTMLImageElement) => image.decode());

      const shown = await map.evaluate(async (image: HTMLImageElement) => {
        const svg = await (await fetch(image.currentSrc)).text();
        const viewBoxWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]);
        const fontSizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
        return { fontSizes, scale: image.getBoundingClientRect().width / viewBoxWidth };
      });
      expect(shown.fontSizes.length).toBeGreaterThan(0);
      for (const fontSize of shown.fontSizes) {
        expect(fontSize * shown.scale).toBeGreaterThanOrEqual(LEAST_LABEL_PX);
      }
    });
  }
}
