/**
 * The phone menu at 375 px, in every engine (fault: in the old engine, WPE 2.38 like Safari 16,
 * which has no `popover`, the menu lay open over the page from the start and neither Menu nor
 * Escape closed it). It must start closed, open and close with Menu, close with Escape with focus
 * back on Menu, and close by following one of its links; with JavaScript off its links must still
 * be reachable (shown, or shown by Menu).
 */
import { expect, settle, shownInPage, test } from './fixtures.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

const toggle = 'button[popovertarget="site-menu"]';
const coverage = localizedPath('coverage', 'en');
const coverageLink = `#site-menu a[href="${coverage}"]`;

test('the phone menu starts closed, opens and closes with Menu, closes with Escape (focus back on Menu) and by following a link', async ({
  page,
}) => {
  await page.setViewport(375, 740);
  await page.goto('/');
  expect.soft(await page.evaluate(shownInPage, coverageLink), 'the menu is closed when the page loads').toBe(false);

  await page.click(toggle);
  expect.soft(await settle(page, shownInPage, coverageLink), 'Menu opens it').toBe(true);
  await page.click(toggle);
  expect.soft(await settle(page, shownInPage, coverageLink, false), 'Menu closes it').toBe(true);

  await page.click(toggle);
  expect.soft(await settle(page, shownInPage, coverageLink), 'Menu opens it again').toBe(true);
  await page.press('Escape');
  const closedByEscape = await settle(
    page,
    (link: string, button: string) => {
      const box = document.querySelector(link)?.getBoundingClientRect();
      return (box === undefined || box.height === 0 || box.bottom <= 0) && document.activeElement === document.querySelector(button);
    },
    coverageLink,
    toggle,
  );
  expect.soft(closedByEscape, 'Escape closes it and puts focus back on Menu').toBe(true);

  await page.goto('/');
  await page.click(toggle);
  await settle(page, shownInPage, coverageLink);
  await page.click(coverageLink);
  expect(
    await settle(page, (path: string) => location.pathname === path && document.readyState === 'complete', coverage),
    'the link leads to its page',
  ).toBe(true);
  expect.soft(await page.evaluate(shownInPage, coverageLink), 'the menu is closed on the page the link opened').toBe(false);
});

test('with JavaScript off, the phone menu’s links are reachable', async ({ pageWithoutScript: page }) => {
  await page.setViewport(375, 740);
  await page.goto('/');
  if (!(await page.evaluate(shownInPage, coverageLink))) await page.click(toggle);
  expect(await settle(page, shownInPage, coverageLink), 'the Coverage link shows, at once or from Menu').toBe(true);
});
