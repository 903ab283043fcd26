/** The nondiscrimination notice: the Office for Civil Rights' ways in, and the taglines, each in its own language. */
import { expect, test } from '../support/fixtures.ts';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { locales } from '../../src/i18n/locales.ts';
import { languageHelpAnchor, localizedPath } from '../../src/i18n/routes.ts';

const facts = loadFacts();
const { office, taglines } = facts.civilRights;

for (const locale of locales) {
  const words = loadWords('nondiscrimination', locale);

  test(`${locale}: says how to reach the Office for Civil Rights, and that language help is free in each language`, async ({ page }) => {
    await page.goto(`${localizedPath('nondiscrimination', locale)}#${languageHelpAnchor}`);
    const complaint = page.getByRole('region', { name: words.complaint.heading });
    for (const number of [office.phone, office.tdd]) {
      await expect(complaint.getByRole('link', { name: number.display, exact: true })).toHaveAttribute('href', `tel:${number.tel}`);
    }
    await expect(complaint.getByRole('link', { name: office.complaintPortal })).toHaveAttribute('href', office.complaintPortal);
    for (const line of office.address) await expect(complaint).toContainText(line);

    const languageHelp = page.getByRole('region', { name: words.taglinesHeading });
    await expect(languageHelp).toBeInViewport();
    for (const tagline of taglines) {
      const line = languageHelp.locator(`p[lang="${tagline.lang}"]`);
      await expect(line).toHaveText(tagline.full.replace('{phone}', facts.company.phone.display));
      await expect(line.getByRole('link', { name: facts.company.phone.display })).toHaveAttribute('href', `tel:${facts.company.phone.tel}`);
    }
  });
}
