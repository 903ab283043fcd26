/**
 * The privacy notice tells the truth about the code: every cookie and storage entry a browser
 * really holds after a visitor's whole journey (the one-tap card closed, sign-in, drafts typed,
 * both forms sent) is on the notice, and nothing on it is left unmet. The language changes none
 * of it, so the journey runs once. (That the notice names every field and every entry, in every
 * language: tests/dist/forms.dist.test.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import {
  banner,
  careerForm,
  careerInput,
  careerSubmit,
  contactForm,
  contactInput,
  contactSubmit,
  fillCareer,
  fillContact,
  formsWords,
  openContact,
  signIn,
  success,
} from '../support/contact.ts';
import { oneTapButton } from '../support/stand-in.ts';
import { locales } from '../../src/i18n/locales.ts';
import { browserStorage } from '../../src/privacy/browser-storage.ts';

/** Every name the browser holds for the page's site: cookies, and the keys of both storages. */
async function heldNames(page: Page): Promise<{ kind: string; name: string }[]> {
  const cookies = (await page.context().cookies()).map((cookie) => ({ kind: 'cookie', name: cookie.name }));
  const stored = await page.evaluate(() =>
    (['sessionStorage', 'localStorage'] as const).flatMap((kind) => Object.keys(window[kind]).map((name) => ({ kind, name }))),
  );
  return [...cookies, ...stored];
}

const [locale] = locales;

test(`${locale}: every cookie and storage entry a browser holds after sign-in, drafts and both forms sent is on the notice`, async ({
  page,
}) => {
  const forms = formsWords(locale);
  const seen: { kind: string; name: string }[] = [];
  await openContact(page, locale);
  // The one-tap card closed, as many visitors do first.
  await page
    .getByRole('complementary')
    .filter({ has: page.getByRole('button', { name: oneTapButton }) })
    .getByRole('button', { name: 'Dismiss' })
    .click();
  await signIn(page);
  const contact = contactInput();
  const { message, ...allButMessage } = contact;
  await fillContact(page, allButMessage);
  await page.getByRole('button', { name: forms.switchCareer }).click();
  const career = careerInput();
  await fillCareer(page, { ...career, coverLetter: '' });
  await expect.poll(async () => (await heldNames(page)).length).toBeGreaterThan(2);
  seen.push(...(await heldNames(page)));

  await careerForm(page).getByLabel(forms.career.fields.coverLetter.label).fill(career.coverLetter);
  await careerSubmit(page).click();
  await expect(banner(page)).toHaveText(success);
  await page.getByRole('button', { name: forms.switchContact }).click();
  await contactForm(page).getByLabel(forms.contact.fields.message.label).fill(message);
  await contactSubmit(page).click();
  await expect(banner(page)).toHaveText(success);
  await page.reload();
  seen.push(...(await heldNames(page)));

  // Each name is one of the notice's entries, of the kind the notice says.
  const unlisted = seen.filter(({ kind, name }) => !browserStorage.some((entry) => entry.kind === kind && entry.matches(name)));
  expect(unlisted).toEqual([]);
  // And each entry of the notice was met: it lists nothing the site does not do.
  const met = browserStorage.filter((entry) => seen.some(({ kind, name }) => entry.kind === kind && entry.matches(name)));
  expect(met.map((entry) => entry.id)).toEqual(browserStorage.map((entry) => entry.id));
});
