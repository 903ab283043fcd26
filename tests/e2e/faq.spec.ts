import { expect, takingTurns, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

const { faqInitiallyShown } = loadFacts();

for (const locale of locales) {
  const { faq } = loadWords('services', locale);

  test.describe(locale, () => {
    // Showing more and opening an answer work alike in every language; the words drawn are checked in each.
    const oneLanguage = takingTurns(locale);
    oneLanguage.test(
      `the FAQ shows ${faqInitiallyShown} of its ${faq.questions.length} questions until Show More, and Show Less cuts it back`,
      async ({ page }) => {
        await page.goto(localizedPath('services', locale));
        const questions = page.getByRole('region', { name: faq.heading }).getByRole('heading', { level: 3 });
        await expect(questions).toHaveText(faq.questions.slice(0, faqInitiallyShown).map((entry) => entry.question));

        await page.getByRole('button', { name: faq.showMore }).click();
        await expect(questions).toHaveCount(faq.questions.length);
        await expect(questions).toHaveText(faq.questions.map((entry) => entry.question));
        await expect(page.getByRole('button', { name: faq.showLess })).toHaveAttribute('aria-expanded', 'true');

        await page.getByRole('button', { name: faq.showLess }).click();
        await expect(questions).toHaveCount(faqInitiallyShown);
        await expect(page.getByRole('button', { name: faq.showMore })).toHaveAttribute('aria-expanded', 'false');
      },
    );

    oneLanguage.test('each question opens and closes its answer, by keyboard too', async ({ page }) => {
      await page.goto(localizedPath('services', locale));
      const [first, second] = faq.questions;
      if (first === undefined || second === undefined) throw new Error('the FAQ needs questions');
      const question = page.getByRole('button', { name: first.question });
      await expect(page.getByText(first.answer)).toBeHidden();

      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(first.answer)).toBeVisible();
      await expect(page.getByText(second.answer)).toBeHidden();

      await question.press('Enter');
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(first.answer)).toBeHidden();

      const next = page.getByRole('button', { name: second.question });
      await next.focus();
      await next.press('Space');
      await expect(page.getByText(second.answer)).toBeVisible();
    });

    test('the FAQ with every question shown and an answer open has nothing for axe or HTML_CodeSniffer', async ({ page }) => {
      await page.goto(localizedPath('services', locale));
      await page.getByRole('button', { name: faq.showMore }).click();
      const last = faq.questions.at(-1);
      if (last === undefined) throw new Error('the FAQ needs questions');
      await page.getByRole('button', { name: last.question }).click();
      await expect(page.getByText(last.answer)).toBeVisible();
      await expectNoAccessibilityFindings(page);
    });
  });
}
