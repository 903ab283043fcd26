/**
 * Every page printed (to PDF, as Chromium prints it) is a useful sheet of paper: the company and
 * its number once at the top, none of the screen's controls, the forms page's ways to reach us
 * rather than a locked form, the site's typeface, and black text on white.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { loadFacts, loadWords, wordsFor } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { contrast } from '../support/color.ts';
import { readPdf } from '../support/pdf.ts';
import { expectComplete } from '../support/routes.ts';
import { routes } from '../support/site-routes.ts';

const facts = loadFacts();
const paper = 'rgb(255, 255, 255)';

async function print(page: Page): Promise<Awaited<ReturnType<typeof readPdf>>> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return readPdf(await page.pdf({ format: 'Letter' }));
}

/** Every visible run of text under print media whose colour has less than 7:1 against white paper. */
async function faintTextOnPaper(page: Page): Promise<string[]> {
  const runs = await page.evaluate(() => {
    const found: { text: string; color: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (element === null || text === '' || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push({ text: text.slice(0, 40), color: getComputedStyle(element).color });
    }
    return found;
  });
  return runs
    .map(({ text, color }) => ({ text, ratio: contrast(color, paper) }))
    .filter(({ ratio }) => ratio < 7)
    .map(({ text, ratio }) => `"${text}" ${ratio.toFixed(2)}:1`);
}

for (const route of routes) {
  const { path, locale } = route;
  const { navigation } = loadWords('site', locale);
  const otherLanguage = localeFacts[locales.find((candidate) => candidate !== locale) ?? locale].name;

  test(`${path} prints as a sheet of paper: the company and number once at the top, no screen controls`, async ({ page }, testInfo) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expectComplete(page, route);
    const { sheets, fonts } = await print(page);
    testInfo.annotations.push({ type: 'printed sheets', description: String(sheets.length) });
    const all = sheets.join(' ');

    expect(sheets[0]?.startsWith(facts.company.name), 'the first sheet opens with the company').toBe(true);
    expect(sheets[0]).toContain(facts.company.phone.display);
    const headerCall = `${navigation.callButton} ${facts.company.phone.display}`;
    // The page may say the same itself (the Kreyòl tagline ends "Rele {phone}.").
    const mainText = ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
    expect(all.split(headerCall).length - 1, 'the header, once').toBe(1 + mainText.split(headerCall).length - 1);
    for (const screenOnly of [navigation.skipLink, navigation.menuButton, otherLanguage, navigation.bookNow.label]) {
      expect(all, `"${screenOnly}" is for the screen`).not.toMatch(new RegExp(`(^|\\s)${screenOnly}(\\s|$)`));
    }
    expect(all).toContain(facts.company.email);
    expect(
      [...fonts].some((font) => font.startsWith('AtkinsonHyperlegibleNext')),
      [...fonts].join(', '),
    ).toBe(true);

    await page.emulateMedia({ media: 'print' });
    expect(await faintTextOnPaper(page)).toEqual([]);
  });
}

for (const locale of locales) {
  test(`${locale}: the printed coverage page keeps the map with its county names, and every county's card on one sheet`, async ({
    page,
  }) => {
    const coverage = loadWords('coverage', locale);
    const { levels } = loadWords('services', locale);
    await page.goto(localizedPath('coverage', locale), { waitUntil: 'networkidle' });
    const { sheets } = await print(page);
    const squeezed = sheets.map((sheet) => sheet.replace(/\s+/g, ''));
    const squeeze = (...parts: string[]) => parts.join('').replace(/\s+/g, '');

    // The map is a picture: it prints (under its caption), and the picture names every county.
    expect(sheets.some((sheet) => sheet.includes(coverage.map.caption))).toBe(true);
    await page.emulateMedia({ media: 'print' });
    const map = page.getByRole('img', { name: coverage.map.alt });
    await expect(map).toBeVisible();
    const drawing = await (await page.request.get(await map.evaluate((image: HTMLImageElement) => image.currentSrc))).text();
    for (const county of facts.counties) expect(drawing, `the map names ${county.name}`).toContain(`>${county.name}<`);

    // A card split across two sheets is on neither whole: its words from heading to last service level.
    for (const county of facts.counties) {
      const words = wordsFor(coverage.counties, county.id);
      const card = squeeze(
        county.name,
        coverage.serviceTypes[county.service],
        words.description,
        coverage.labels.hospitals,
        words.hospitals,
        coverage.labels.medicalCenters,
        words.medicalCenters,
        coverage.labels.serviceLevels,
        ...county.serviceLevels.map((level) => wordsFor(levels, level).name),
      );
      expect(
        squeezed.filter((sheet) => sheet.includes(card)),
        `${county.name}'s card whole on one sheet`,
      ).toHaveLength(1);
    }
  });

  test(`${locale}: the printed contact page gives the ways to reach us and the hours, not a form`, async ({ page }) => {
    const contact = loadWords('contact', locale);
    const site = loadWords('site', locale);
    await page.goto(localizedPath('contact', locale), { waitUntil: 'networkidle' });
    const all = (await print(page)).sheets.join(' ');
    expect(all).toContain(contact.info.heading);
    expect(all).toContain(contact.hoursHeading);
    expect(all).toContain(wordsFor(site.hours.days, 'weekdays'));
    expect(all).not.toContain(contact.forms.signIn.heading);
    expect(all).not.toContain(contact.forms.contact.fields.message.label);
  });
}
