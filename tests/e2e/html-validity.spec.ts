/**
 * Every built page of both languages is valid HTML by W3C's own checker: no error, and no warning
 * but those its Content-Security-Policy checker makes of this site's policy.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures.ts';
import { dist } from '../../scripts/lib/route-weight.ts';
import { type CheckerMessage, checkHtml } from '../support/html-checker.ts';
import { contactDatePart, contactForm, contactSubmit, fillContact, formsWords, openContact, signIn } from '../support/contact.ts';
import { loadWords } from '../../src/content/load.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';

/**
 * The checker neither computes the hashes a policy allows inline code by, nor knows the origin a
 * page is served from when it reads a file ('self'), so it warns of inline styles, scripts and
 * pictures the browser allows; the end-to-end tests fail on any violation the browser itself
 * reports (fixtures.ts).
 */
const cspCheckerWarning = /^(Inline (style|script)|Resource) violates Content Security Policy \(meta tag\)/;

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

/** The checker's errors and warnings, each with its file relative to `folder` and its line. */
function findingsOf(messages: readonly CheckerMessage[], folder: string): string[] {
  return messages
    .filter(({ type, subType }) => type !== 'info' || subType === 'warning')
    .filter(({ type, message }) => type === 'error' || type === 'non-document-error' || !cspCheckerWarning.test(message))
    .map(({ type, subType, url, lastLine, message }) => {
      const page = url.startsWith('file:') ? relative(folder, fileURLToPath(url)) : url;
      return `${page}:${String(lastLine ?? '')} ${subType ?? type}: ${message}`;
    });
}

test('every built page passes the W3C HTML checker', async () => {
  expect(pages.length).toBeGreaterThanOrEqual(14);
  const messages = await checkHtml(pages.map((page) => join(dist, page)));
  expect(findingsOf(messages, dist)).toEqual([]);
});

// What React draws once a visitor signs in is not in the built page: the checker reads it from the browser.
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
    await fillContact(page, { subject: 'cotizacion', trip: 'multipleStops', repeats: 'yes', vehicle: 'medical-van', mobility: 'walks' });
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
  expect(findingsOf(await checkHtml(files), testInfo.outputDir)).toEqual([]);
});
