import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { openRoute, routes } from './routes.ts';

for (const route of routes) {
  test.describe(route.path, () => {
    test('has no axe violations on a desktop', async ({ page }) => {
      await openRoute(page, route);
      await expectNoAxeViolations(page);
    });

    test('has no axe violations on a phone, with the menu open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openRoute(page, route);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const width of [320, 1440]) {
      test(`fits ${width} px without scrolling sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await openRoute(page, route);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
      });
    }

    test('sets no text smaller than 18 px and no target smaller than 44 × 44 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openRoute(page, route);
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
          const box = target.getBoundingClientRect();
          // Links inside running text are exempt, as in WCAG's target-size rule.
          if (box.width === 0 || target.closest('p') || target.closest('.visually-hidden')) continue;
          if (getComputedStyle(target).visibility === 'hidden') continue;
          if (box.width < 44 || box.height < 44) tiny.push(`${Math.round(box.width)}×${Math.round(box.height)}: ${target.textContent.trim().slice(0, 40)}`);
        }
        return { small, tiny };
      });
      expect(findings.small, 'text under 18 px').toEqual([]);
      expect(findings.tiny, 'targets under 44 × 44 px').toEqual([]);
    });
  });
}
