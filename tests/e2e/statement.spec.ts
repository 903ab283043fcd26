/**
 * The accessibility statement, in each language: reached from the footer, it names the standard,
 * how the site is checked, its known limits, how to report a barrier (the phone and e-mail as
 * links) and the date of the last review, written the language's way.
 */
import { expect, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

const facts = loadFacts();
/** The review date as each language writes it, spelled out here rather than computed the page's way. */
const reviewedAs = { en: 'November 23, 2026', es: '23 de noviembre de 2026', ht: '23 novanm 2026' } as const;

for (const locale of locales) {
  const words = loadWords('accessibility', locale);
  const { navigation } = loadWords('site', locale);

  test(`${locale}: the footer leads to the accessibility statement, which says what it meets and how to report a barrier`, async ({
    page,
  }) => {
    await page.goto(localizedPath('vehicles', locale));
    await page.getByRole('contentinfo').getByRole('link', { name: navigation.pages.accessibility, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('accessibility', locale)}$`));
    await expect(page).toHaveTitle(new RegExp(`^${words.meta.title}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);

    for (const part of [words.standard, words.testing, words.limits]) {
      const section = page
        .getByRole('region', { name: part.heading })
        .or(page.locator('section', { has: page.getByRole('heading', { name: part.heading }) }));
      await expect(section.getByRole('listitem')).toHaveText(part.points);
    }
    await expect(page.getByRole('main')).toContainText('WCAG) 2.2');

    const report = page.getByRole('region', { name: words.report.heading });
    await expect(report.getByRole('link', { name: `${words.report.phoneLabel} ${facts.company.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${facts.company.phone.tel}`,
    );
    await expect(report.getByRole('link', { name: `${words.report.emailLabel} ${facts.company.email}` })).toHaveAttribute(
      'href',
      `mailto:${facts.company.email}`,
    );

    const reviewed = page.getByRole('main').locator('time');
    expect(facts.accessibilityReviewed).toBe('2026-11-23');
    await expect(reviewed).toHaveAttribute('datetime', facts.accessibilityReviewed);
    await expect(reviewed).toHaveText(reviewedAs[locale]);
  });
}
