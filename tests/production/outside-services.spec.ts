/**
 * The production build without the relay, under its own Content-Security-Policy, with Google
 * sign-in and EmailJS at their real addresses (answered by local stand-ins): every page loads, a
 * visitor signs in and sends both forms, in both languages, exactly as the specification's wire
 * contract has it (requirements SEND-CONTACT and SEND-CAREER), and the browser refuses nothing on
 * the way (the fixture fails any test that meets a violation).
 */
import { expect, test } from '../support/fixtures.ts';
import { locales } from '../../src/i18n/locales.ts';
import { emailjsApi, gsiScript } from '../../src/outside-services.ts';
import {
  banner,
  careerInput,
  careerSubmit,
  confirmation,
  contactInput,
  contactSubmit,
  fillCareer,
  fillContact,
  formsWords,
  multipartFields,
  openContact,
  pageLines,
  signIn,
  success,
} from '../support/contact.ts';
import { routesOnce } from '../support/site-routes.ts';
import { buildVariables } from '../../scripts/lib/build-variables.ts';

// Each page once, its language taking turns: the languages' pages run the same scripts under
// policies of the same shape (every page's own, against its own inline code, is
// build-output.spec.ts's); the contact pages of every language are opened below.
for (const { path } of routesOnce) {
  test(`${path} loads under the production policy`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

for (const locale of locales) {
  test(`${locale}: sign in with "Google" and send both forms to "EmailJS"`, async ({ page }) => {
    const signInScript = page.waitForResponse(gsiScript);
    await openContact(page, locale);
    expect((await signInScript).status()).toBe(200);
    await signIn(page);

    const contact = contactInput();
    await fillContact(page, contact);
    const contactSent = page.waitForResponse(`${emailjsApi}/api/v1.0/email/send`);
    await contactSubmit(page).click();
    const contactAnswer = await contactSent;
    expect(contactAnswer.status()).toBe(200);
    await expect(banner(page)).toHaveText(success);
    // The five template parameters, the page's lines above the message, as the library sends them.
    const contactBody = contactAnswer.request().postDataJSON() as { template_params: { message: string } };
    const reference = /MR-\w{6}/.exec(contactBody.template_params.message)?.[0] ?? 'no reference';
    expect(contactBody).toEqual({
      lib_version: '4.4.1',
      user_id: buildVariables.PUBLIC_EMAILJS_PUBLIC_KEY,
      service_id: buildVariables.PUBLIC_EMAILJS_SERVICE_ID,
      template_id: buildVariables.PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
      template_params: { ...contact, message: `${pageLines(locale, reference)}${contact.message}` },
    });
    await expect(confirmation(page)).toContainText(reference);

    await page.getByRole('button', { name: formsWords(locale).switchCareer }).click();
    const career = careerInput();
    await fillCareer(page, career);
    const careerSent = page.waitForResponse(`${emailjsApi}/api/v1.0/email/send-form`);
    await careerSubmit(page).click();
    const careerAnswer = await careerSent;
    expect(careerAnswer.status()).toBe(200);
    await expect(banner(page)).toHaveText(success);
    // Multipart: the six fields in the table's order, then the library's own.
    const fields = await multipartFields(careerAnswer.request());
    const careerReference = /MR-\w{6}/.exec(fields['coverLetter'] ?? '')?.[0] ?? 'no reference';
    expect(Object.entries(fields)).toEqual(
      Object.entries({
        ...career,
        // A form's line breaks travel as CRLF in multipart, as the HTML standard has browsers encode them.
        coverLetter: `${pageLines(locale, careerReference, '\r\n')}${career.coverLetter}`,
        lib_version: '4.4.1',
        service_id: buildVariables.PUBLIC_EMAILJS_SERVICE_ID,
        template_id: buildVariables.PUBLIC_EMAILJS_CAREER_TEMPLATE_ID,
        user_id: buildVariables.PUBLIC_EMAILJS_PUBLIC_KEY,
      }),
    );
    await expect(confirmation(page, 'career')).toContainText(careerReference);
  });
}
