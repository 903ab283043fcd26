/**
 * "Which ride fits?" in the "Not sure" blocks of /vehicles and /trips: answered at once with a
 * vehicle, a service level and a trip, each linked to its card, and "Book this ride", which brings
 * every answer to the contact form; light until touched; without JavaScript, the list of which
 * vehicle suits which rider in its place. Its rules and words are read from content.
 */
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import { contactChoice, openContact, signIn } from '../support/contact.ts';
import { answersOffered } from '../support/ride-example.ts';
import { holdIslandScripts, pageScriptPaths, scriptsAsked, waitForIslands } from '../support/islands.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { suggest } from '../../src/ride-helper/questions.ts';
import { rideHelperData } from '../../src/ride-helper/helper-data.ts';

const facts = loadFacts();

for (const locale of locales) {
  const props = rideHelperData(locale, localizedPath);
  const { words } = props;

  function helper(page: Page) {
    return page.getByRole('region', { name: words.heading });
  }

  /** Chooses an answer to each question, by its words. */
  async function answer(page: Page, answers: Record<'mobility' | 'companions' | 'comeBack' | 'repeats', string>): Promise<void> {
    const labelOf = (choices: readonly { value: string; label: string }[], value: string) =>
      choices.find((choice) => choice.value === value)?.label ?? `no answer "${value}"`;
    const questions = [
      [words.mobility, labelOf(props.choices.mobility, answers.mobility)],
      [words.companions, labelOf(props.choices.companions, answers.companions)],
      [words.comeBack.label, labelOf(words.comeBack.options, answers.comeBack)],
      [words.repeats, labelOf(props.choices.repeats, answers.repeats)],
    ] as const;
    for (const [question, choice] of questions) {
      await helper(page).getByRole('group', { name: question }).getByRole('radio', { name: choice }).check();
    }
  }

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);
    const example = { mobility: 'powerWheelchair', companions: 'none', comeBack: 'oneWay', repeats: 'yes' } as const;
    const expected = suggest(example, facts.rideHelper, facts.vehicles, facts.serviceLevelAnswers);

    for (const page of ['vehicles', 'trips'] as const) {
      test(`/${page}: answered at once, each suggestion linked to its card, with nothing for axe or HTML_CodeSniffer`, async ({
        page: browser,
      }) => {
        await browser.goto(localizedPath(page, locale));
        await answer(browser, example);
        const answerBox = helper(browser).locator('[aria-live]');
        await expect(answerBox).toContainText(words.suggestion.heading);
        const vehicle = props.vehicles.find(({ id }) => id === expected?.vehicle);
        // Each card suggested is linked, and no other: the trip mode's only while a mode books it.
        const links = [vehicle, props.levels[expected?.serviceLevel ?? ''], props.trips[expected?.tripMode ?? 'oneWay']].filter(
          (link) => link !== undefined,
        );
        await expect(answerBox.getByRole('link').filter({ hasNotText: words.suggestion.book })).toHaveText(links.map(({ name }) => name));
        for (const link of links) await expect(answerBox.getByRole('link', { name: link.name })).toHaveAttribute('href', link.href);
        await expectNoAccessibilityFindings(browser);
        // Each card the suggestion links to is there.
        for (const link of links) {
          const [path = '', id = ''] = link.href.split('#');
          await browser.goto(path);
          await expect(browser.locator(`[id="${id}"]`)).toBeVisible();
        }
      });
    }

    oneLanguage.test('"Book this ride" brings every answer to the contact form, where they stand after sign-in', async ({ page }) => {
      await page.goto(localizedPath('vehicles', locale));
      await answer(page, example);
      await helper(page).getByRole('link', { name: words.suggestion.book }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${localizedPath('contact', locale)}\\?`));
      await openContact(page, locale, false);
      await signIn(page);
      for (const [name, value] of Object.entries(answersOffered(expected?.book ?? {}))) {
        if (value !== undefined) await expect(contactChoice(page, name as 'trip', value)).toBeChecked();
      }
    });

    oneLanguage.test(
      'touched nowhere, the page downloads none of it; answers chosen and sent while its script comes are answered once it runs',
      async ({ page }) => {
        const path = localizedPath('trips', locale);
        const asked = scriptsAsked(page);
        await page.goto(path);
        const ownScripts = await pageScriptPaths(page, path);
        await helper(page).scrollIntoViewIfNeeded();
        await page.keyboard.press('End');
        await page.waitForLoadState('networkidle');
        expect(asked.filter((script) => !ownScripts.includes(script))).toEqual([]);

        const { release, held } = await holdIslandScripts(page, path);
        await answer(page, example);
        await held;
        await helper(page).getByRole('button', { name: words.suggestion.show }).press('Enter');
        await expect(helper(page).getByText(words.suggestion.waiting)).toBeVisible();
        release();
        await waitForIslands(page);
        await expect(helper(page).getByRole('link', { name: words.suggestion.book })).toBeVisible();
        // Sent on the same page, and the reader taken to the answer.
        await expect(helper(page).getByRole('heading', { name: words.suggestion.heading })).toBeFocused();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
      },
    );
  });

  test.describe(`${locale}, JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test('/vehicles keeps its phone and email, and lists which vehicle suits which rider, without the questions', async ({ page }) => {
      await page.goto(localizedPath('vehicles', locale));
      const { notSure } = loadWords('vehicles', locale);
      await expect(page.getByRole('link', { name: notSure.callLabel })).toBeVisible();
      await expect(page.getByRole('link', { name: notSure.emailLabel })).toBeVisible();
      await expect(helper(page)).toBeHidden();
      const fit = page.getByRole('region', { name: words.fit.heading });
      for (const { value, label } of props.choices.mobility) {
        const first = props.vehicles.find(({ id }) => id === facts.rideHelper.byMobility[value]?.vehicles[0]);
        await expect(fit).toContainText(label);
        await expect(fit.getByRole('link', { name: first?.name ?? '' }).first()).toHaveAttribute('href', first?.href ?? '');
      }
    });
  });
}
