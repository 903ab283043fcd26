/**
 * What React draws once a visitor signs in is not in the built page (every built page is checked
 * from dist/: tests/dist/html.dist.test.ts): the checker reads the forms as the browser holds
 * them, filled, ride details open and at fault, and "Which ride fits?" answered.
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures.ts';
import { checkHtml, htmlFindings } from '../support/html-checker.ts';
import { contactDatePart, contactForm, contactSubmit, fillContact, formsWords, openContact, signIn } from '../support/contact.ts';
import { loadWords } from '../../src/content/load.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { tripWithStops } from '../support/ride-example.ts';

/** A page as the browser holds it, written to `file` as a document. */
function writePage(file: string, html: string): string {
  writeFileSync(file, `<!doctype html>\n${html}`);
  return file;
}

test('the contact form as a visitor fills it, ride details open and at fault, and the ride helper answered, pass the W3C HTML checker', async ({
  page,
}, testInfo) => {
  // Two languages' forms, each signed in and filled, then one start of the Java checker for all.
  test.slow();
  const files: string[] = [];
  for (const locale of locales) {
    await openContact(page, locale);
    await signIn(page);
    await fillContact(page, { subject: 'cotizacion', ...tripWithStops, repeats: 'yes', vehicle: 'medical-van', mobility: 'walks' });
    if (tripWithStops.trip !== undefined)
      await contactForm(page)
        .getByRole('button', { name: formsWords(locale).contact.fields.stops.add })
        .click();
    await contactDatePart(page, localeFacts[locale].dateOrder[0]).pressSequentially('12');
    await contactSubmit(page).click();
    await expect(page.getByText(formsWords(locale).contact.fields.pickupDate.errors.format).first()).toBeVisible();
    files.push(writePage(testInfo.outputPath(`contact-${locale}.html`), await page.evaluate(() => document.documentElement.outerHTML)));

    // "Which ride fits?" answered, as its script draws it.
    const helper = loadWords('rideHelper', locale);
    await page.goto(localizedPath('vehicles', locale));
    const region = page.getByRole('region', { name: helper.heading });
    for (const group of await region.getByRole('group').all()) await group.getByRole('radio').first().check();
    await expect(region.getByRole('link', { name: helper.suggestion.book })).toBeVisible();
    files.push(writePage(testInfo.outputPath(`vehicles-${locale}.html`), await page.evaluate(() => document.documentElement.outerHTML)));
  }
  expect(htmlFindings(await checkHtml(files), testInfo.outputDir)).toEqual([]);
});
