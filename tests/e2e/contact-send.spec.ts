/**
 * Sending both forms through the local inbox (the EmailJS stand-in): the exact requests, the
 * busy states, the status banner and its 3 seconds, failures, and drafts.
 */
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { locales } from '../../src/i18n/locales.ts';
import {
  banner,
  bannerMessage,
  careerField,
  careerInput,
  careerSubmit,
  contactField,
  contactInput,
  contactSendBody,
  contactSubmit,
  draftKeys,
  expectCareerValues,
  expectContactValues,
  expectNoAxeViolationsWithBanner,
  fillCareer,
  fillContact,
  facts,
  formsWords,
  freezeClock,
  inboxMessage,
  multipartFields,
  openContact,
  sendFormUrl,
  sendUrl,
  settle,
  signIn,
  standInEnv,
  success,
  submitByKeyboard,
} from '../support/contact.ts';
import { holdRequests } from '../support/network.ts';

const ids = { user_id: standInEnv.publicKey, service_id: standInEnv.serviceId };

for (const locale of locales) {
  const forms = formsWords(locale);

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);
    /** Opens /contact signed in; with `frozen`, the page's clock stands still until the test moves it. */
    async function ready(page: Page, { frozen = false, career = false } = {}): Promise<void> {
      if (frozen) await page.clock.install();
      await openContact(page, locale);
      await signIn(page);
      if (frozen) await freezeClock(page);
      if (career) await page.getByRole('button', { name: forms.switchCareer }).click();
    }

    test('contact: sends exactly the JSON EmailJS expects, the inbox receives it, and the form is cleared', async ({ page, baseURL }) => {
      await ready(page, { frozen: true });
      const input = contactInput();
      await fillContact(page, input);
      const sent = page.waitForRequest(sendUrl);
      await contactSubmit(page).click();

      const request = await sent;
      const expected = contactSendBody({
        fullName: input.fullName,
        phone: input.phone,
        email: input.email,
        subject: 'cotizacion',
        message: input.message,
      });
      expect(request.url()).toBe(`${baseURL}/api/v1.0/email/send`);
      expect(request.method()).toBe('POST');
      expect(await request.headerValue('content-type')).toBe('application/json');
      expect(request.postDataJSON()).toEqual(expected);

      await expect(banner(page)).toHaveText(success);
      const received = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.message));
      expect(received.endpoint).toBe('send');
      expect(received.fields).toEqual(expected);

      // Cleared; the signed-in name and email come back, as on a fresh form.
      await expectContactValues(page, { fullName: 'Pat Example', phone: '', email: 'pat@example.com', subject: '', message: '' });
      expect(await draftKeys(page)).toEqual([]);
      await expectNoAxeViolationsWithBanner(page);
    });

    test('career: sends the form’s own fields as multipart, and the inbox receives them', async ({ page }) => {
      await ready(page, { career: true });
      const input = careerInput();
      await fillCareer(page, input);
      const sent = page.waitForRequest(sendFormUrl);
      await careerSubmit(page).click();

      const request = await sent;
      const fields = await multipartFields(request);
      const expected = {
        ...input,
        lib_version: '4.4.1',
        service_id: ids.service_id,
        template_id: standInEnv.careerTemplateId,
        user_id: ids.user_id,
      };
      expect(Object.keys(fields)).toEqual(Object.keys(expected));
      expect(fields).toEqual(expected);

      await expect(banner(page)).toHaveText(success);
      const received = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.coverLetter));
      expect(received.endpoint).toBe('send-form');
      expect(received.fields).toEqual(expected);
      await expectCareerValues(page, {
        fullName: 'Pat Example',
        phone: '',
        email: 'pat@example.com',
        position: '',
        experience: '',
        coverLetter: '',
      });
    });

    oneLanguage.test('contact: "Sending..." while on its way, and a second click sends nothing', async ({ page }) => {
      await ready(page);
      await fillContact(page, contactInput());
      const requests = await holdRequests(page, sendUrl);

      await contactSubmit(page).dblclick();
      const busy = page.getByRole('button', { name: forms.contact.busy });
      await expect(busy).toBeDisabled();
      await busy.click({ force: true });
      await busy.press('Enter');
      await contactField(page, 'fullName').press('Enter');
      await expect.poll(requests.count).toBe(1);

      await requests.release();
      await expect(banner(page)).toHaveText(success);
      await expect(contactSubmit(page)).toBeEnabled();
      expect(requests.count()).toBe(1);
    });

    oneLanguage.test('career: "Submitting..." while on its way', async ({ page }) => {
      await ready(page, { career: true });
      await fillCareer(page, careerInput());
      const requests = await holdRequests(page, sendFormUrl);
      await careerSubmit(page).click();
      await expect(page.getByRole('button', { name: forms.career.busy })).toBeDisabled();
      await expect.poll(requests.count).toBe(1);
      await requests.release();
      await expect(banner(page)).toHaveText(success);
      await expect(careerSubmit(page)).toBeEnabled();
      // The button was only aria-disabled while busy, so focus never left it.
      await expect(careerSubmit(page)).toBeFocused();
    });

    oneLanguage.test('the banner goes after 3 seconds, and waits while the pointer is on it', async ({ page }) => {
      await ready(page, { frozen: true });
      await fillContact(page, contactInput());
      await submitByKeyboard(page, contactSubmit(page));
      await expect(banner(page)).toHaveText(success);
      await settle(page);
      await page.clock.runFor(2900);
      await expect(banner(page)).toHaveText(success);
      await page.clock.runFor(200);
      await expect(banner(page)).toHaveCount(0);

      await fillContact(page, contactInput());
      await submitByKeyboard(page, contactSubmit(page));
      await expect(banner(page)).toHaveText(success);
      await settle(page);
      await page.clock.runFor(2000);
      await banner(page).hover();
      await settle(page);
      await page.clock.runFor(10_000);
      await expect(banner(page)).toHaveText(success);
      await page.mouse.move(0, 0);
      await settle(page);
      // The rest of the 3 seconds, and never less than one second to finish reading.
      await page.clock.runFor(900);
      await expect(banner(page)).toHaveText(success);
      await page.clock.runFor(200);
      await expect(banner(page)).toHaveCount(0);
    });

    oneLanguage.test('a 400 answer shows "Error: " and the provider’s text, keeping what was typed', async ({ page }) => {
      await ready(page, { frozen: true });
      const input = contactInput();
      await fillContact(page, input);
      // The real stand-in answers: the request goes on without its user_id.
      await page.route(sendUrl, async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        const withoutUserId = Object.fromEntries(Object.entries(body).filter(([name]) => name !== 'user_id'));
        await route.continue({ postData: JSON.stringify(withoutUserId) });
      });
      const answered = page.waitForResponse(sendUrl);
      await submitByKeyboard(page, contactSubmit(page));
      expect((await answered).status()).toBe(400);
      await expect(bannerMessage(page)).toHaveText('Error: The user_id parameter is required');
      await expectContactValues(page, input);
      await settle(page);
      await page.clock.runFor(3000);
      await expect(banner(page)).toHaveCount(0);
      await expectContactValues(page, input);
    });

    oneLanguage.test(
      'a network failure shows "Error: " and the error’s message, then what to do, keeping what was typed',
      async ({ page }) => {
        await ready(page, { frozen: true, career: true });
        const input = careerInput();
        await fillCareer(page, input);
        await page.route(sendFormUrl, (route) => route.abort('failed'));
        await careerSubmit(page).click();
        await expect(bannerMessage(page)).toHaveText('Error: Failed to fetch');
        await expect(banner(page)).toContainText(forms.nextSteps.failed);
        await expect(banner(page).getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
          'href',
          `tel:${facts.company.phone.tel}`,
        );
        await expectCareerValues(page, input);
        await expect(careerSubmit(page)).toBeEnabled();
        await expectNoAxeViolationsWithBanner(page);
      },
    );

    oneLanguage.test('a draft survives a reload, in both forms, and is gone after sending', async ({ page }) => {
      await ready(page);
      const input = contactInput();
      await contactField(page, 'phone').fill(input.phone);
      await contactField(page, 'message').fill(input.message);
      await page.getByRole('button', { name: forms.switchCareer }).click();
      await careerField(page, 'position').fill('Dispatcher');

      await page.reload();
      await openContact(page, locale);
      // Nothing of it shows behind the panel until its author signs in again.
      await expect(contactField(page, 'message')).toHaveValue('');
      await expect(contactField(page, 'phone')).toHaveValue('');
      await signIn(page);
      await expectContactValues(page, { ...input, fullName: 'Pat Example', email: 'pat@example.com', subject: '' });
      await contactField(page, 'subject').selectOption('otro');
      await page.getByRole('button', { name: forms.switchCareer }).click();
      await expect(careerField(page, 'position')).toHaveValue('Dispatcher');

      await page.getByRole('button', { name: forms.switchContact }).click();
      await contactSubmit(page).click();
      await expect(banner(page)).toHaveText(success);
      await page.reload();
      await openContact(page, locale);
      await signIn(page);
      await expect(contactField(page, 'message')).toHaveValue('');
      await expect(contactField(page, 'phone')).toHaveValue('');
    });
  });
}
