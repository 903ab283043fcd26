/**
 * The typeface reaches every reader on the first visit: each page opened cold on a slow phone
 * (Lighthouse's mobile figures, applied for real) ends with its heading and first paragraph drawn
 * in Atkinson Hyperlegible Next, as Chromium's DevTools protocol names the face drawn, and the
 * visit's layout shift, the swap from the fallback face included, stays at or under 0.02. Each
 * page once, its language taking turns: every language's pages load the same fonts the same way,
 * and how far each language's words move as the typeface swaps in, at its worst and at six widths,
 * is every-page.spec.ts's.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { layoutShift, recordLayoutShifts } from '../support/layout-shift.ts';
import { expectComplete } from '../support/routes.ts';
import { routesOnce } from '../support/site-routes.ts';
import { typefaceFamily } from '../../src/typeface/faces.ts';

/** Lighthouse's simulated phone: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4 times slower. */
async function slowPhone(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return session;
}

/** The platform faces Chromium drew an element's text in, by family, most glyphs first. */
async function facesDrawn(session: CDPSession, selector: string): Promise<string[]> {
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.toSorted((one, other) => other.glyphCount - one.glyphCount).map((font) => font.familyName);
}

test.describe("cold, on a slow phone's connection and processor", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const route of routesOnce) {
    test(`${route.path}: the heading and first paragraph end in ${typefaceFamily}; layout shift at most 0.02`, async ({ page }) => {
      const session = await slowPhone(page);
      await recordLayoutShifts(page);
      await page.goto(route.path);
      // A processor four times slower starts the contact page's forms, and their sign-in, late:
      // on a busy machine later than an unslowed page's wait.
      await expectComplete(page, route, 20_000);
      await page.evaluate(() => document.fonts.ready);
      for (const selector of ['main h1', 'main p']) {
        await expect.poll(async () => (await facesDrawn(session, selector))[0], { message: selector }).toBe(typefaceFamily);
      }
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }
});
