import { expect, test } from '../support/fixtures.ts';
import { loadWords } from '../../src/content/load.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import { openRoute } from '../support/routes.ts';
import { routes } from '../support/site-routes.ts';

for (const route of routes) {
  const { navigation } = loadWords('site', route.locale);
  test.describe(route.path, () => {
    // One phone visit for both: the menu is a popover over a page that stays in reach, so one run checks both.
    test('on a phone, the menu open: nothing for axe or HTML_CodeSniffer, no text under 18 px, no target under 44 × 44 px', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openRoute(page, route);
      await page.getByRole('button', { name: navigation.menuButton }).click();
      await expect(
        page.getByRole('navigation', { name: navigation.label }).getByRole('link', { name: navigation.pages.home }),
      ).toBeVisible();
      await expectNoAccessibilityFindings(page);
      const findings = await page.evaluate(() => {
        const small: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !node.textContent?.trim() || parent.closest('.visually-hidden')) continue;
          const style = getComputedStyle(parent);
          if (style.display === 'none' || style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
          if (parseFloat(style.fontSize) < 18) small.push(`${style.fontSize}: ${node.textContent.trim().slice(0, 40)}`);
        }
        const tiny: string[] = [];
        for (const target of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')) {
          // A radio or checkbox is clicked anywhere in the label around it, which is its target.
          const box = (target instanceof HTMLInputElement ? (target.closest('label') ?? target) : target).getBoundingClientRect();
          // Links inside running text are exempt, as in WCAG's target-size rule.
          if (box.width === 0 || target.closest('p') || target.closest('.visually-hidden')) continue;
          if (getComputedStyle(target).visibility === 'hidden') continue;
          if (box.width < 44 || box.height < 44)
            tiny.push(`${Math.round(box.width)}×${Math.round(box.height)}: ${target.textContent.trim().slice(0, 40)}`);
        }
        return { small, tiny };
      });
      expect(findings.small, 'text under 18 px').toEqual([]);
      expect(findings.tiny, 'targets under 44 × 44 px').toEqual([]);
    });

    // The header changes at 640 px (the language switch moves into the bar), 768 (the number shows),
    // 1200 (the links join the bar, the number goes, the language switch takes a row above) and
    // 1408 px (the number shows again).
    test('on a desktop, nothing for axe or HTML_CodeSniffer; at every width from 320 px, no sideways scrolling, its fixed bar too', async ({
      page,
    }) => {
      await openRoute(page, route);
      await expectNoAccessibilityFindings(page);
      for (const width of [320, 375, 639, 640, 767, 768, 1199, 1200, 1407, 1408, 1440, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        const { scrollWidth, outside, overlapping } = await page.evaluate(() => {
          // The bar is fixed, so it never widens the page: what sticks out of it is simply cut off.
          const controls = [...document.querySelectorAll<HTMLElement>('header a, header button')]
            .map((control) => ({ text: control.textContent.trim(), box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 1 && box.height > 1 && box.bottom > 0);
          const inBar = controls.filter(({ box }) => box.top < 80);
          return {
            scrollWidth: document.documentElement.scrollWidth,
            outside: controls.filter(({ box }) => box.left < 0 || box.right > window.innerWidth).map(({ text }) => text),
            overlapping: inBar.flatMap((a, index) =>
              inBar
                .slice(index + 1)
                .filter((b) => a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
                .map((b) => `${a.text} / ${b.text}`),
            ),
          };
        });
        expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
        expect(outside, `header controls cut off at ${width} px`).toEqual([]);
        expect(overlapping, `header controls on top of each other at ${width} px`).toEqual([]);
      }
    });
  });
}
