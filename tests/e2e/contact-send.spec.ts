/**
 * Sending both forms through the relay (the site's Worker, run locally) to the local inbox (the
 * EmailJS stand-in): the exact requests, the reference and what was received, the receipt, the
 * busy states, the status banner and its 3 seconds, failures, and drafts.
 */
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { locales } from '../../src/i18n/locales.ts';
import { loadWords } from '../../src/content/load.ts';
import {
  accountOf,
  banner,
  bannerMessage,
  careerField,
  careerInput,
  careerSubmit,
  confirmation,
  contactField,
  contactInput,
  contactSubmit,
  draftKeys,
  expectCareerValues,
  expectContactValues,
  expectNoAccessibilityFindingsWithBanner,
  fillCareer,
  fillContact,
  facts,
  formsWords,
  freezeClock,
  inboxMessage,
  openContact,
  receiptOf,
  relayAnswer,
  officeCopy,
  relayUrl,
  settle,
  signIn,
  success,
  submitByKeyboard,
} from '../support/contact.ts';
import { holdRequests } from '../support/network.ts';

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

    test('contact: posts the fields and the sign-in to the relay, the inbox receives them with the reference, and the form is cleared', async ({
      page,
      baseURL,
    }) => {
      await ready(page, { frozen: true });
      const account = accountOf(page);
      const input = contactInput();
      await fillContact(page, input);
      const sent = page.waitForRequest(relayUrl);
      const answered = relayAnswer(page);
      await contactSubmit(page).click();

      const request = await sent;
      expect(request.url()).toBe(`${baseURL}/api/send`);
      expect(request.method()).toBe('POST');
      expect(await request.headerValue('content-type')).toBe('application/json');
      expect(await request.headerValue('content-language')).toBe(locale);
      const posted = request.postDataJSON() as { form: string; credential: string; fields: Record<string, string> };
      expect(posted.form).toBe('contact');
      expect(posted.credential.split('.')).toHaveLength(3);
      expect(posted.fields).toMatchObject({ ...input, subject: 'cotizacion' });

      const { reference } = await answered;
      await expect(banner(page)).toHaveText(success);
      const received = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.message));
      expect(received.channel).toBe('cloudflare');
      expect(received.fields).toMatchObject(
        officeCopy('contact', { ...input, subject: 'cotizacion' }, { account: account.email, reference, locale }),
      );
      await expect(confirmation(page)).toContainText(reference);
      const receipt = await receiptOf(page, account.email, reference);
      expect((receipt.fields['template_params'] as { received: string }).received).toContain(input.message);

      // Cleared; the signed-in name and email come back, as on a fresh form.
      await expectContactValues(page, { fullName: account.name, phone: '', email: account.email, subject: '', message: '' });
      expect(await draftKeys(page)).toEqual([]);
      await expectNoAccessibilityFindingsWithBanner(page);
    });

    // The lines above a cover letter in each language are the relay's unit tests'; the page's part is the same in each.
    oneLanguage.test('career: the relay sends the form’s own fields, the reference above the cover letter', async ({ page }) => {
      await ready(page, { career: true });
      const account = accountOf(page);
      const input = careerInput();
      await fillCareer(page, input);
      const sent = page.waitForRequest(relayUrl);
      const answered = relayAnswer(page);
      await careerSubmit(page).click();

      expect((await sent).postDataJSON()).toMatchObject({ form: 'career', fields: input });
      const { reference } = await answered;
      await expect(banner(page)).toHaveText(success);
      const received = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.coverLetter));
      expect(received.channel).toBe('cloudflare');
      expect(received.fields).toMatchObject(officeCopy('career', input, { account: account.email, reference, locale }));
      await expect(confirmation(page, 'career')).toContainText(reference);
      await expectCareerValues(page, {
        fullName: account.name,
        phone: '',
        email: account.email,
        position: '',
        experience: '',
        coverLetter: '',
      });
    });

    oneLanguage.test('contact: "Sending..." while on its way, and a second click sends nothing', async ({ page }) => {
      await ready(page);
      await fillContact(page, contactInput());
      const requests = await holdRequests(page, relayUrl);

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
      const requests = await holdRequests(page, relayUrl);
      await careerSubmit(page).click();
      const busy = page.getByRole('button', { name: forms.career.busy });
      await expect(busy).toBeDisabled();
      await expect.poll(requests.count).toBe(1);
      // The button is only aria-disabled while busy, so focus does not leave it.
      await expect(busy).toBeFocused();
      await requests.release();
      await expect(banner(page)).toHaveText(success);
      await expect(careerSubmit(page)).toBeEnabled();
      // Once sent, the keyboard goes to what was sent.
      await expect(confirmation(page, 'career').getByRole('heading', { level: 2 })).toBeFocused();
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

    oneLanguage.test('a refusal shows "Error: " and the relay’s words, keeping what was typed', async ({ page }) => {
      await ready(page, { frozen: true });
      const input = contactInput();
      await fillContact(page, input);
      // The real relay answers: the request goes on with a sign-in it cannot trust.
      await page.route(relayUrl, async (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, fields: { ...(body['fields'] as object), subject: 'spam' } }) });
      });
      const answered = page.waitForResponse(relayUrl);
      await submitByKeyboard(page, contactSubmit(page));
      expect((await answered).status()).toBe(400);
      const subject = forms.contact.fields.subject.label;
      await expect(bannerMessage(page)).toHaveText(
        `Error: ${loadWords('contact', locale).relay.refusals.notOffered.replace('{label}', subject)}`,
      );
      await expectContactValues(page, input);
      await settle(page);
      await page.clock.runFor(3000);
      await expect(banner(page)).toHaveCount(0);
      await expectContactValues(page, input);
    });

    oneLanguage.test(
      'a network failure shows "Error: " and the error’s message, then that sending again is safe, keeping what was typed',
      async ({ page }) => {
        await ready(page, { frozen: true, career: true });
        const input = careerInput();
        await fillCareer(page, input);
        await page.route(relayUrl, (route) => route.abort('failed'));
        await careerSubmit(page).click();
        await expect(bannerMessage(page)).toHaveText('Error: Failed to fetch');
        // No word came from the website: it may have the message, which a second send never doubles.
        await expect(banner(page)).toContainText(forms.nextSteps.noAnswer);
        await expect(banner(page)).not.toContainText(forms.nextSteps.failed);
        await expect(banner(page).getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
          'href',
          `tel:${facts.company.phone.tel}`,
        );
        await expectCareerValues(page, input);
        await expect(careerSubmit(page)).toBeEnabled();
        await expectNoAccessibilityFindingsWithBanner(page);
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
      const account = await signIn(page);
      await expectContactValues(page, { ...input, fullName: account.name, email: account.email, subject: '' });
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
