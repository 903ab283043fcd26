/**
 * "Do you drive to my ZIP code or town?" on the home and coverage pages, in both languages: a ZIP
 * code in each county, one that reaches outside the area, one outside it, a town typed with an
 * accent, something that is neither; and with JavaScript off, the form leads to the county list,
 * where the checker (once it runs) answers what was typed.
 */
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { holdIslandScripts, pageScriptPaths, scriptsAsked, waitForIslands } from '../support/islands.ts';

const facts = loadFacts();
function countyNamed(id: string) {
  const county = facts.counties.find((candidate) => candidate.id === id);
  if (county === undefined) throw new Error(`facts.json has no county ${id}`);
  return county;
}

/** A ZIP code in each county, from the data's own lists. */
const zipIn = { lee: '33914', collier: '34102', 'miami-dade': '33130', charlotte: '33950', 'palm-beach': '33401', broward: '33301' };

for (const locale of locales) {
  const words = loadWords('zipChecker', locale);
  // The answers' words are checked in every language; what the checker does without its script,
  // before it and until touched is the same in each, so each of those runs once.
  const oneLanguage = takingTurns(locale);
  const countyLine = (id: string) => {
    const county = countyNamed(id);
    const line = words.county
      .replace('{county}', county.name)
      .replace('{service}', loadWords('coverage', locale).serviceTypes[county.service]);
    return county.service === 'recurrent' ? `${line} ${words.scheduledAhead}` : line;
  };
  const checker = (page: Page) => page.getByRole('region', { name: words.heading });
  async function ask(page: Page, typed: string) {
    await checker(page).getByRole('textbox', { name: words.label }).fill(typed);
    await checker(page).getByRole('button', { name: words.submit }).click();
  }
  const answerBox = (page: Page) => checker(page).getByRole('status');
  const phoneLink = (page: Page) => answerBox(page).getByRole('link', { name: `${words.callLabel} ${facts.company.phone.display}` });

  test.describe(locale, () => {
    test('the coverage page answers a ZIP code in each county with the county and how it is served', async ({ page }) => {
      await page.goto(localizedPath('coverage', locale));
      await checker(page).scrollIntoViewIfNeeded();
      // The first question is asked before the checker's script has come (client:touch).
      for (const [county, zip] of Object.entries(zipIn)) {
        await ask(page, zip);
        await expect(answerBox(page).getByRole('paragraph').first()).toHaveText(words.inside.replace('{place}', zip));
        await expect(answerBox(page).getByRole('listitem')).toHaveText([countyLine(county)]);
      }
      await expectNoAccessibilityFindings(page);
    });

    test('the home page answers a ZIP code partly in the area, one outside, a town it does not know, a town with an accent, and asks again for nonsense', async ({
      page,
    }) => {
      await page.goto(localizedPath('home', locale));
      await checker(page).getByRole('textbox', { name: words.label }).focus();
      await waitForIslands(page);

      await ask(page, '34142');
      await expect(answerBox(page)).toContainText(words.partly.replace('{place}', '34142'));
      await expect(answerBox(page).getByRole('listitem')).toHaveText([countyLine('collier')]);
      await expect(phoneLink(page)).toHaveAttribute('href', `tel:${facts.company.phone.tel}`);

      await ask(page, '32801');
      await expect(answerBox(page)).toContainText(words.outside.replace('{place}', '32801'));
      await expect(phoneLink(page)).toHaveAttribute('href', `tel:${facts.company.phone.tel}`);

      await ask(page, 'Orlando');
      await expect(answerBox(page)).toContainText(words.unknownTown.replace('{place}', 'Orlando'));
      await expect(answerBox(page)).toContainText(words.unknownTownNext);

      await ask(page, 'PÚNTA GORDA');
      await expect(answerBox(page)).toContainText(words.inside.replace('{place}', 'PÚNTA GORDA'));
      await expect(answerBox(page).getByRole('listitem')).toContainText([countyLine('charlotte')]);

      await ask(page, '3391');
      await expect(answerBox(page)).toHaveText(words.invalid);
      await expect(checker(page)).toContainText('GeoNames');
      await expectNoAccessibilityFindings(page);
    });
  });

  test.describe(`${locale}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    oneLanguage.test('the home page’s checker leads to the coverage page’s county list, which answers by county', async ({ page }) => {
      await page.goto(localizedPath('home', locale));
      await ask(page, '33914');
      await expect(page).toHaveURL(new RegExp(`${localizedPath('coverage', locale)}\\?place=33914#area-heading$`));
      const list = page.getByRole('region', { name: loadWords('coverage', locale).areaListHeading });
      for (const county of facts.counties) await expect(list).toContainText(county.name);
    });
  });

  test.describe(`${locale}, light until touched`, () => {
    for (const route of ['home', 'coverage'] as const) {
      oneLanguage.test(
        `${route}: scrolled from top to bottom and touched nowhere, the page downloads none of the checker; a focus in its field does`,
        async ({ page }) => {
          const asked = scriptsAsked(page);
          await page.goto(localizedPath(route, locale));
          const ownScripts = await pageScriptPaths(page, localizedPath('home', locale));
          await checker(page).scrollIntoViewIfNeeded();
          await page.keyboard.press('End');
          // Two frames drawn at the bottom: what watches the page scroll has seen it.
          await page.evaluate(
            () =>
              new Promise((resolve) => {
                requestAnimationFrame(() => {
                  requestAnimationFrame(resolve);
                });
              }),
          );
          await page.waitForLoadState('networkidle');
          expect(asked.filter((path) => !ownScripts.includes(path))).toEqual([]);
          await expect(page.locator('astro-island[ssr]')).toHaveCount(1);

          await checker(page).getByRole('textbox', { name: words.label }).focus();
          await waitForIslands(page);
          expect(asked.filter((path) => !ownScripts.includes(path)).length).toBeGreaterThan(0);
        },
      );
    }

    oneLanguage.test(
      'digits typed before the script comes stay in the field, and Enter then is answered on the same page',
      async ({ page }) => {
        await page.goto(localizedPath('home', locale));
        const { release, held } = await holdIslandScripts(page, localizedPath('home', locale));
        const field = checker(page).getByRole('textbox', { name: words.label });
        await field.pressSequentially('339');
        await held;
        await field.pressSequentially('14');
        await field.press('Enter');
        await expect(field).toHaveValue('33914');
        await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
        release();
        await waitForIslands(page);
        await expect(answerBox(page).getByRole('listitem')).toHaveText([countyLine('lee')], { timeout: 1_000 });
        await expect(page).toHaveURL(new RegExp(`${localizedPath('home', locale)}$`));
        await expect(field).toHaveValue('33914');
      },
    );

    oneLanguage.test('the button pressed before the script comes is answered once it does', async ({ page }) => {
      await page.goto(localizedPath('coverage', locale));
      const { release, held } = await holdIslandScripts(page, localizedPath('home', locale));
      await checker(page).getByRole('textbox', { name: words.label }).fill('34102');
      await checker(page).getByRole('button', { name: words.submit }).click();
      await held;
      release();
      await waitForIslands(page);
      await expect(answerBox(page).getByRole('listitem')).toHaveText([countyLine('collier')], { timeout: 1_000 });
    });
  });

  oneLanguage.test(`${locale}: a place carried to the coverage page is answered there once the checker runs`, async ({ page }) => {
    await page.goto(`${localizedPath('coverage', locale)}?place=33914#area-heading`);
    await checker(page).scrollIntoViewIfNeeded();
    await expect(checker(page).getByRole('textbox', { name: words.label })).toHaveValue('33914');
    await expect(answerBox(page).getByRole('listitem')).toHaveText([countyLine('lee')]);
  });
}
