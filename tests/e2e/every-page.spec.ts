/**
 * Every route of every language read every way a visitor reads it, in as few visits as the
 * readings allow: each reading is a step of its own and a soft expectation, so one visit reports
 * every finding, named by the reading, the page and the width. What the build wrote (the words,
 * links, titles, the sitemap, valid HTML) is read from dist/ without a browser (tests/dist/); here
 * is only what a browser decides: layout, colours as drawn, focus, scripts, fonts, print.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import { askedBeforeFirstPaint, iconsAsked } from '../support/readings/first-paint.ts';
import { inForcedColours } from '../support/readings/forced-colours.ts';
import {
  addVisitorStyle,
  headerWidths,
  sidewaysAndBar,
  smallTextAndTargets,
  textProblems,
  textSpacing,
} from '../support/readings/layout.ts';
import { withLessMotion } from '../support/readings/motion.ts';
import { faintTextOnPaper, print } from '../support/readings/print.ts';
import { hasLaterPictures, laterPicturesBeforePaint } from '../support/readings/pictures.ts';
import { recordLayoutShifts, swapShift } from '../support/layout-shift.ts';
import { scriptsAsked } from '../support/islands.ts';
import { networkAtRest, requestsInFlight } from '../support/network.ts';
import { expectComplete } from '../support/routes.ts';
import { routes, type SiteRoute } from '../support/site-routes.ts';
import { loadFacts, loadWords, wordsFor } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { typefaceFamily } from '../../src/typeface/faces.ts';

const facts = loadFacts();

/** The phones most visitors hold (360 to 430 px, Lighthouse's 412 among them) and a desktop. */
const swapViewports = [
  { width: 360, height: 740 },
  { width: 375, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 430, height: 932 },
  { width: 1280, height: 800 },
] as const;

/** Where the larger text is read: the narrowest phone, a common one and a desktop. */
const textSizeWidths = [320, 375, 1280] as const;

/** Where the coverage map's county names are read, from a small phone to a desktop, and their least size. */
const mapWidths = [320, 375, 414, 600, 656, 768, 1024, 1152, 1280, 1440] as const;
const leastMapLabelPx = 16;

/** A reading of the page as it stands: what a visitor would find wrong, soft, so the visit goes on to the next. */
async function reading(name: string, read: () => Promise<string[]> | string[]): Promise<void> {
  await test.step(name, async () => {
    expect.soft(await read(), name).toEqual([]);
  });
}

async function open(page: Page, route: SiteRoute): Promise<void> {
  await page.goto(route.path);
  await expectComplete(page, route);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The coverage map's county names at the page's width now, in CSS pixels, under the least size. */
async function smallMapLabels(page: Page, alt: string): Promise<string[]> {
  const map = page.getByRole('img', { name: alt });
  // A new width makes the browser pick the picture's source again in a task of its own: until it
  // has, the image still shows the last width's map (the wide map read at 320 px).
  await expect
    .poll(() =>
      map.evaluate((image: HTMLImageElement) => {
        const sources = [...(image.parentElement?.querySelectorAll('source') ?? [])];
        const picked = sources.find((source) => matchMedia(source.media).matches)?.srcset ?? image.getAttribute('src') ?? '';
        return image.currentSrc === new URL(picked, document.baseURI).href;
      }),
    )
    .toBe(true);
  await map.evaluate((image: HTMLImageElement) => image.decode());
  const shown = await map.evaluate(async (image: HTMLImageElement) => {
    const svg = await (await fetch(image.currentSrc)).text();
    const viewBoxWidth = Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]);
    const fontSizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((match) => Number(match[1]));
    return { fontSizes, scale: image.getBoundingClientRect().width / viewBoxWidth };
  });
  if (shown.fontSizes.length === 0) return ['the map has no county names'];
  return shown.fontSizes
    .map((size) => size * shown.scale)
    .flatMap((px) => (px < leastMapLabelPx ? [`a county name drawn at ${px.toFixed(1)} px`] : []));
}

for (const route of routes) {
  const { navigation } = loadWords('site', route.locale);

  test.describe(route.path, () => {
    test('on a desktop: first paint, scripts, axe and HTML_CodeSniffer, every width, forced colours, less motion', async ({ page }) => {
      const icons = iconsAsked(page);
      const scripts = scriptsAsked(page);
      const inFlight = requestsInFlight(page);
      await open(page, route);
      await networkAtRest(page, inFlight);

      await reading('nothing asked for before the first paint but fonts and pictures; the icon written into the page', async () => [
        ...(await askedBeforeFirstPaint(page)),
        ...icons.map((icon) => `${icon} was asked for`),
      ]);
      if (route.island === undefined) {
        // Its few hundred bytes of page script are inline (astro.config.ts); its islands wait for a touch.
        await reading('no JavaScript file loaded', () => scripts.map((script) => `${script} was loaded`));
      }
      await test.step('axe and HTML_CodeSniffer at 1280 px', async () => {
        await expectNoAccessibilityFindings(page, { soft: true });
      });
      for (const width of headerWidths) {
        await reading(`at ${String(width)} px: no sideways scrolling, the fixed bar's controls whole and apart`, async () => {
          await page.setViewportSize({ width, height: 800 });
          return sidewaysAndBar(page);
        });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      await reading('in forced colours: every control and card keeps its edge, every stop its focus ring', () => inForcedColours(page));
      await reading('with less motion: no animation, transition or smooth scroll', () => withLessMotion(page));
      if (route.route === 'coverage') {
        const { alt } = loadWords('coverage', route.locale).map;
        for (const width of mapWidths) {
          await reading(`at ${String(width)} px: the map's county names at ${String(leastMapLabelPx)} px or more`, async () => {
            await page.setViewportSize({ width, height: 900 });
            return smallMapLabels(page, alt);
          });
        }
      }
      if (hasLaterPictures(route)) {
        await reading('pictures further down arrive as they are scrolled to, none before the first paint', () =>
          laterPicturesBeforePaint(page),
        );
      }
    });

    test('on a phone, the menu open: axe and HTML_CodeSniffer, no text under 18 px, no target under 44 × 44 px', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await open(page, route);
      await page.getByRole('button', { name: navigation.menuButton }).click();
      await expect(
        page.getByRole('navigation', { name: navigation.label }).getByRole('link', { name: navigation.pages.home }),
      ).toBeVisible();
      await test.step('axe and HTML_CodeSniffer', async () => {
        await expectNoAccessibilityFindings(page, { soft: true });
      });
      await reading('no text under 18 px, no target under 44 × 44 px', () => smallTextAndTargets(page));
    });

    test('as the typeface swaps in and the text grows, then printed: moving at most 0.02, no text cut off; the company atop the paper, 7:1 text', async ({
      page,
    }, testInfo) => {
      await recordLayoutShifts(page);
      const inFlight = requestsInFlight(page);
      await open(page, route);
      await reading(`set in ${typefaceFamily}, both its weights loaded`, () =>
        page.evaluate((family) => {
          const weights = [...document.fonts]
            .filter((font) => font.status === 'loaded' && font.family.replaceAll('"', '') === family)
            .map((font) => font.weight);
          return weights.toSorted().join() === '400,700' ? [] : [`the typeface's weights loaded: ${weights.join(', ')}`];
        }, typefaceFamily),
      );
      for (const viewport of swapViewports) {
        await reading(
          `at ${String(viewport.width)} px: moves at most 0.02 when the typeface swaps in over its fallback faces`,
          async () => {
            await page.setViewportSize(viewport);
            const shift = await swapShift(page);
            return shift <= 0.02 ? [] : [`moves ${shift.toFixed(4)}`];
          },
        );
      }

      // WCAG 1.4.4 and 1.4.12: the browser's default text size at 24 px, alone and with the text
      // spacing on top; and the spacing at the browser's own 16 px at 1280 px, where the header
      // lays its links out in one bar (at 24 px that width is a tablet's).
      const session = await page.context().newCDPSession(page);
      await session.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
      for (const width of textSizeWidths) {
        await page.setViewportSize({ width, height: 800 });
        await reading(`at ${String(width)} px, 24 px text: no text cut off or overlapping, no sideways scroll`, async () => {
          const rootSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
          return [...(rootSize === '24px' ? [] : [`the root's size is ${rootSize}`]), ...(await textProblems(page))];
        });
        const removeSpacing = await addVisitorStyle(page, textSpacing);
        await reading(`at ${String(width)} px, 24 px text and WCAG text spacing: no text cut off or overlapping`, () => textProblems(page));
        await removeSpacing();
      }
      await session.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
      await page.setViewportSize({ width: 1280, height: 800 });
      const removeDesktopSpacing = await addVisitorStyle(page, textSpacing);
      await reading('at 1280 px, 16 px text and WCAG text spacing: no text cut off or overlapping', () => textProblems(page));
      await removeDesktopSpacing();

      // Printed last: Chromium's printing can leave the page's font faces unlisted as loaded.
      await networkAtRest(page, inFlight);
      const { sheets, fonts } = await print(page);
      testInfo.annotations.push({ type: 'printed sheets', description: String(sheets.length) });
      const all = sheets.join(' ');
      await reading('the company and its number once at the top, no screen controls, the typeface', async () => {
        const problems: string[] = [];
        if (!sheets[0]?.startsWith(facts.company.name)) problems.push('the first sheet does not open with the company');
        if (!sheets[0]?.includes(facts.company.phone.display)) problems.push('the first sheet has no phone number');
        const headerCall = `${navigation.callButton} ${facts.company.phone.display}`;
        // The page may say the same itself (the Kreyòl tagline ends "Rele {phone}.").
        const mainText = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
        const times = all.split(headerCall).length - 1;
        if (times !== 1 + mainText.split(headerCall).length - 1)
          problems.push(`the header's "${headerCall}" printed ${String(times)} times`);
        const otherLanguage = localeFacts[locales.find((candidate) => candidate !== route.locale) ?? route.locale].name;
        for (const screenOnly of [navigation.skipLink, navigation.menuButton, otherLanguage, navigation.bookNow.label]) {
          if (new RegExp(`(^|\\s)${screenOnly}(\\s|$)`).test(all)) problems.push(`"${screenOnly}", for the screen, is printed`);
        }
        if (!all.includes(facts.company.email)) problems.push('no email address printed');
        if (![...fonts].some((font) => font.startsWith('AtkinsonHyperlegibleNext'))) problems.push(`printed in ${[...fonts].join(', ')}`);
        return problems;
      });
      await reading('text at 7:1 or more against the paper', () => faintTextOnPaper(page));
      if (route.route === 'contact') {
        const contact = loadWords('contact', route.locale);
        const site = loadWords('site', route.locale);
        await reading('the ways to reach us and the hours, not a form', () => [
          ...[contact.info.heading, contact.hoursHeading, wordsFor(site.hours.days, 'weekdays')]
            .filter((words) => !all.includes(words))
            .map((words) => `"${words}" is not printed`),
          ...[contact.forms.signIn.heading, contact.forms.contact.fields.message.label]
            .filter((words) => all.includes(words))
            .map((words) => `"${words}" of the form is printed`),
        ]);
      }
      if (route.route === 'coverage') {
        const coverage = loadWords('coverage', route.locale);
        const { levels } = loadWords('services', route.locale);
        await reading('the map with its county names, every county’s card on one sheet', async () => {
          const problems: string[] = [];
          // The map is a picture: it prints (under its caption), and the picture names every county.
          if (!sheets.some((sheet) => sheet.includes(coverage.map.caption))) problems.push('the map’s caption is not printed');
          await page.emulateMedia({ media: 'print' });
          const map = page.getByRole('img', { name: coverage.map.alt });
          if (!(await map.isVisible())) problems.push('the map is not printed');
          const drawing = await (await page.request.get(await map.evaluate((image: HTMLImageElement) => image.currentSrc))).text();
          await page.emulateMedia({ media: 'screen' });
          for (const county of facts.counties)
            if (!drawing.includes(`>${county.name}<`)) problems.push(`the map does not name ${county.name}`);
          // A card split across two sheets is on neither whole: its words from heading to last service level.
          const squeezed = sheets.map((sheet) => sheet.replace(/\s+/g, ''));
          for (const county of facts.counties) {
            const words = wordsFor(coverage.counties, county.id);
            const card = [
              county.name,
              coverage.serviceTypes[county.service],
              words.description,
              coverage.labels.hospitals,
              words.hospitals,
              coverage.labels.medicalCenters,
              words.medicalCenters,
              coverage.labels.serviceLevels,
              ...county.serviceLevels.map((level) => wordsFor(levels, level).name),
            ]
              .join('')
              .replace(/\s+/g, '');
            if (squeezed.filter((sheet) => sheet.includes(card)).length !== 1)
              problems.push(`${county.name}'s card is not whole on one sheet`);
          }
          return problems;
        });
      }
    });
  });
}
