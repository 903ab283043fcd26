/**
 * The production build under its own Content-Security-Policy, with Google sign-in and EmailJS at
 * their real addresses (answered by local stand-ins): every page loads, a visitor signs in and sends
 * both forms, in both languages, and the browser refuses nothing on the way (the fixture fails any
 * test that meets a violation).
 */
import { expect, test } from '../support/fixtures.ts';
import { locales } from '../../src/i18n/locales.ts';
import { emailjsApi, gsiScript } from '../../src/outside-services.ts';
import {
  banner,
  careerInput,
  careerSubmit,
  contactInput,
  contactSubmit,
  fillCareer,
  fillContact,
  formsWords,
  openContact,
  signIn,
  success,
} from '../support/contact.ts';
import { routes } from '../support/routes.ts';

test('every page of both languages loads under the production policy', async ({ page }) => {
  for (const { path } of routes) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

for (const locale of locales) {
  test(`${locale}: sign in with "Google" and send both forms to "EmailJS"`, async ({ page }) => {
    const signInScript = page.waitForResponse(gsiScript);
    await openContact(page, locale);
    expect((await signInScript).status()).toBe(200);
    await signIn(page);

    await fillContact(page, contactInput());
    const contactSent = page.waitForResponse(`${emailjsApi}/api/v1.0/email/send`);
    await contactSubmit(page).click();
    expect((await contactSent).status()).toBe(200);
    await expect(banner(page)).toHaveText(success);

    await page.getByRole('button', { name: formsWords(locale).switchCareer }).click();
    await fillCareer(page, careerInput());
    const careerSent = page.waitForResponse(`${emailjsApi}/api/v1.0/email/send-form`);
    await careerSubmit(page).click();
    expect((await careerSent).status()).toBe(200);
    await expect(banner(page)).toHaveText(success);
  });
}
