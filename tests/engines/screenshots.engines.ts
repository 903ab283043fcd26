/**
 * Screenshots of what the fault checks look at, in every engine, for people to compare before and
 * after a fix: `SCREENSHOTS_DIR=/some/folder npx playwright test --config
 * playwright.engines.config.ts` (the config runs this file only then; add --project=webkit for one
 * engine). Each PNG is named engine-what.png. WPE's are 800 × 600 device pixels of its zoomed view.
 */
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { localizedPath } from '../../src/i18n/routes.ts';
import type { EnginePage } from './drivers/engine.ts';
import { test, waitFor } from './fixtures.ts';

/** Set whenever this file runs (playwright.engines.config.ts runs it only then). */
const folder = process.env['SCREENSHOTS_DIR'] ?? '';

/** Takes the picture once the fonts are in and two frames have been drawn since the last step. */
async function shoot(page: EnginePage, what: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  await page.evaluate(() =>
    document.fonts.ready.then(
      () =>
        new Promise((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              done(null);
            }),
          ),
        ),
    ),
  );
  await page.screenshot(join(folder, `${page.engine}-${what}.png`));
}

/** Scrolls so the element sits just under the fixed header. Runs in the page. */
function scrollUnderHeader(selector: string): boolean {
  const element = document.querySelector(selector);
  if (element === null) return false;
  const root = document.documentElement;
  root.style.scrollBehavior = 'auto';
  window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100);
  return true;
}

test('screenshots: the phone menu at 375 px as the home page loads, and after Menu', async ({ page }) => {
  await page.setViewport(375, 740);
  await page.goto('/');
  await shoot(page, 'menu-375-as-loaded');
  await page.click('button[popovertarget="site-menu"]');
  await shoot(page, 'menu-375-after-menu');
});

test('screenshots: the bar of /coverage at 1280 px, its current link', async ({ page }) => {
  await page.goto(localizedPath('coverage', 'en'));
  await shoot(page, 'coverage-1280-nav-bar');
});

test('screenshots: /coverage at 1280 px with WCAG text spacing, the header', async ({ page }) => {
  await page.goto(localizedPath('coverage', 'en'));
  await page.evaluate(async () => {
    await document.fonts.ready;
    const sheet = [...document.styleSheets].find(
      (candidate) => candidate.media.mediaText === '' || matchMedia(candidate.media.mediaText).matches,
    );
    sheet?.insertRule(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
      sheet.cssRules.length,
    );
    sheet?.insertRule('p { margin-bottom: 2em !important; }', sheet.cssRules.length);
  });
  await shoot(page, 'coverage-1280-text-spacing-header');
});

test('screenshots: /contact signed in, ride details open: the empty date and time fields, the legend', async ({ page }) => {
  await page.setViewport(375, 740);
  await page.goto(localizedPath('contact', 'en'));
  await waitFor(page, 'the one-tap card shows', () => document.querySelector('.gsi-stand-in-card .gsi-stand-in-primary') !== null);
  await page.click('.gsi-stand-in-card .gsi-stand-in-primary');
  await waitFor(
    page,
    'sign-in fills in the name',
    () => document.querySelector<HTMLInputElement>('section:not([hidden]) > form [name="fullName"]')?.value !== '',
  );
  await page.select('section:not([hidden]) > form select[name="subject"]', 'cotizacion');
  await waitFor(page, 'the ride details open', () => document.querySelector('fieldset[aria-describedby="ride-details-intro"]') !== null);
  await page.evaluate(scrollUnderHeader, 'fieldset[aria-describedby="ride-details-intro"]');
  await shoot(page, 'contact-375-ride-details-legend');
  await page.evaluate(scrollUnderHeader, 'section:not([hidden]) > form [name^="pickupDate"]');
  await shoot(page, 'contact-375-empty-date-and-times');
});
