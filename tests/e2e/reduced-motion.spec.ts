/**
 * Less motion: with `prefers-reduced-motion: reduce`, nothing on any route (nor the forms'
 * "sending" state, with its spinner) animates or transitions for longer than 0.01 s, and moving
 * focus does not scroll smoothly.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { contactInput, contactSubmit, fillContact, formsWords, openContact, relayUrl, signIn } from '../support/contact.ts';
import { openRoute } from '../support/routes.ts';
import { routesOnce } from '../support/site-routes.ts';

test.use({ reducedMotion: 'reduce' });

/** Elements (and their ::before and ::after) that move for longer than 0.01 s, and smooth scrolling. */
function motion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) =>
      Math.max(...durations.split(',').map((duration) => parseFloat(duration) * (duration.trim().endsWith('ms') ? 0.001 : 1)));
    const moving: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && longest(style.animationDuration) > 0.01;
        const transitioned = longest(style.transitionDuration) > 0.01;
        if (animated || transitioned) moving.push(`<${element.localName} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''}`);
      }
    }
    // Smooth scrolling applies while focus is in the page: put it there, as a visitor's Tab does.
    document.querySelector<HTMLElement>('a[href]')?.focus();
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') moving.push('the page scrolls smoothly');
    return moving;
  });
}

for (const route of routesOnce) {
  test(`${route.path}: no animation, transition or smooth scroll with reduced motion`, async ({ page }) => {
    await openRoute(page, route);
    expect(await motion(page)).toEqual([]);
  });
}

test('the forms’ sending state does not spin with reduced motion', async ({ page }) => {
  await openContact(page, 'en');
  await signIn(page);
  await fillContact(page, contactInput());
  // The provider holds its answer, so the form stays in its sending state while it is checked.
  await page.route(relayUrl, () => undefined);
  await contactSubmit(page).click();
  await expect(page.getByRole('button', { name: formsWords('en').contact.busy })).toHaveAttribute('aria-disabled', 'true');
  expect(await motion(page)).toEqual([]);
});
