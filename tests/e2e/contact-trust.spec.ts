/**
 * The forms under the faults real visitors bring: a slow provider with both forms in use, a shared
 * computer with two accounts, unusual names, no answer for 20 seconds, signing out, and
 * JavaScript turned off.
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
  contactSubmit,
  draftKeys,
  expectContactValues,
  fillCareer,
  fillContact,
  facts,
  formsWords,
  freezeClock,
  inboxMessage,
  unique,
  openContact,
  relayUrl,
  settle,
  signIn,
  signOut,
  submitByKeyboard,
  success,
  waitingNotice,
  signedInLine,
  signedInText,
  writtenMessage,
} from '../support/contact.ts';
import { holdRequests } from '../support/network.ts';
import { oneTapButton, standInButton } from '../support/stand-in.ts';
import { localizedPath } from '../../src/i18n/routes.ts';

/** Two people on one computer, each with an account of their own for this run (the relay limits each account's messages). */
const ana = { name: 'Ana Pérez', email: `ana.${unique('run').split(' ')[1] ?? ''}@example.com` };
const ben = { name: 'Ben Ortiz', email: `ben.${unique('run').split(' ')[1] ?? ''}@example.com` };

for (const locale of locales) {
  const forms = formsWords(locale);

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);
    /** A form's own status region, under it. */
    function statusOf(page: Page, heading: string) {
      return page.getByRole('region', { name: heading, includeHidden: true }).getByRole('status', { includeHidden: true });
    }

    oneLanguage.test('a slow contact message never blocks, clears or labels the career form', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page);
      const message = contactInput();
      await fillContact(page, message);
      // Both forms go to the relay: only the contact form's message is held.
      const contactRequests = await holdRequests(
        page,
        relayUrl,
        (request) => (request.postDataJSON() as { form: string }).form === 'contact',
      );
      await contactSubmit(page).click();
      await expect.poll(contactRequests.count).toBe(1);
      await expect(page.getByRole('button', { name: forms.contact.busy })).toBeDisabled();

      await page.getByRole('button', { name: forms.switchCareer }).click();
      await expect(careerSubmit(page)).toBeEnabled();
      const application = careerInput();
      await fillCareer(page, application);
      const sent = page.waitForRequest(relayUrl);
      await careerSubmit(page).click();
      expect((await sent).postDataJSON()).toMatchObject({ form: 'career', fields: { coverLetter: application.coverLetter } });
      await expect(statusOf(page, forms.career.heading)).toHaveText(success);
      await expect(careerSubmit(page)).toBeEnabled();
      await expect(statusOf(page, forms.contact.heading)).toHaveText('');

      // The contact form waited, untouched, and is still on its way.
      await page.getByRole('button', { name: forms.switchContact }).click();
      await expect(page.getByRole('button', { name: forms.contact.busy })).toBeDisabled();
      await expectContactValues(page, message);
      await contactRequests.release();
      await expect(statusOf(page, forms.contact.heading)).toHaveText(success);
      await expect(contactSubmit(page)).toBeEnabled();
      expect(contactRequests.count()).toBe(1);
    });

    oneLanguage.test('two accounts on one browser: each gets its own name and email, and only its own draft', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page, ana);
      const anasWords = 'Ana’s ride to her cardiologist on Tuesday';
      await contactField(page, 'message').fill(anasWords);
      await page.getByRole('button', { name: forms.switchCareer }).click();
      await careerField(page, 'position').fill('Ana’s position');
      await page.getByRole('button', { name: forms.switchContact }).click();

      await page.reload();
      await openContact(page, locale);
      await signIn(page, ben);
      await expectContactValues(page, { fullName: ben.name, phone: '', email: ben.email, subject: '', message: '' });
      await page.getByRole('button', { name: forms.switchCareer }).click();
      await expect(careerField(page, 'position')).toHaveValue('');
      await expect(careerField(page, 'fullName')).toHaveValue(ben.name);
      await page.getByRole('button', { name: forms.switchContact }).click();

      // What Ben sends carries his name and words, nothing of Ana's.
      const bensWords = `Ben’s own message ${Date.now().toString(36)}`;
      await fillContact(page, { fullName: ben.name, phone: '239-555-0111', email: ben.email, subject: 'consulta', message: bensWords });
      await contactSubmit(page).click();
      await expect(bannerMessage(page)).toHaveText(success);
      const received = await inboxMessage(page, (found) => JSON.stringify(found.fields).includes(bensWords));
      expect(received.fields['replyTo']).toBe(ben.email);
      expect(writtenMessage(received, locale)).toBe(bensWords);
      expect(String(received.fields['text'])).toContain(ben.name);
      expect(JSON.stringify(received.fields)).not.toContain('Ana');

      // Ana's draft waited for her, under a key that does not show her address.
      expect((await draftKeys(page)).join(' ')).not.toContain(ana.email);
      await page.reload();
      await openContact(page, locale);
      await signIn(page, ana);
      await expectContactValues(page, { fullName: ana.name, phone: '', email: ana.email, subject: '', message: anasWords });
    });

    oneLanguage.test("a name holding $&, $` and $' is shown and prefilled exactly as it is", async ({ page }) => {
      const name = "Jo $& $` $' $$ <b>Smith</b>";
      await openContact(page, locale);
      await signIn(page, { name, email: 'jo@example.com' });
      await expect(signedInLine(page)).toHaveText(signedInText(locale, name));
      await expect(contactField(page, 'fullName')).toHaveValue(name);
    });

    oneLanguage.test(
      'no answer in 20 seconds: the visitor is told, nothing can be sent twice, and the late success replaces the notice',
      async ({ page }) => {
        await page.clock.install();
        await openContact(page, locale);
        await signIn(page);
        await freezeClock(page);
        const input = contactInput();
        await fillContact(page, input);
        const requests = await holdRequests(page, relayUrl);
        await submitByKeyboard(page, contactSubmit(page));
        await expect.poll(requests.count).toBe(1);
        await settle(page);
        await page.clock.runFor(19_900);
        await expect(waitingNotice(page)).toHaveCount(0);
        await page.clock.runFor(200);

        await expect(waitingNotice(page)).toBeVisible();
        await expect(waitingNotice(page).getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
          'href',
          `tel:${facts.company.phone.tel}`,
        );
        const busy = page.getByRole('button', { name: forms.contact.busy });
        await expect(busy).toBeDisabled();
        await busy.click({ force: true });
        await busy.press('Enter');
        await page.clock.runFor(60_000);
        await expect(waitingNotice(page)).toBeVisible();
        expect(requests.count()).toBe(1);
        await expectContactValues(page, input);

        await requests.release();
        await expect(bannerMessage(page)).toHaveText(success);
        await expect(waitingNotice(page)).toHaveCount(0);
        await expect(contactSubmit(page)).toBeEnabled();
        expect(requests.count()).toBe(1);
      },
    );

    oneLanguage.test(
      'while a form is on its way its fields are read-only, not disabled: nothing typed is lost or skipped',
      async ({ page }) => {
        await openContact(page, locale);
        await signIn(page);
        const input = contactInput();
        await fillContact(page, input);
        const requests = await holdRequests(page, relayUrl);
        await contactSubmit(page).click();
        await expect.poll(requests.count).toBe(1);

        const message = contactField(page, 'message');
        await expect(message).toHaveJSProperty('readOnly', true);
        await expect(message).toBeEnabled();
        await message.focus();
        await expect(message).toBeFocused();
        await page.keyboard.type(' and more');
        await contactField(page, 'subject').selectOption('reclamo');
        await expectContactValues(page, input);

        await requests.release();
        await expect(bannerMessage(page)).toHaveText(success);
        await expect(message).toHaveJSProperty('readOnly', false);
      },
    );

    oneLanguage.test('Enter pressed twice after a success sends nothing more and finds nothing missing', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page);
      await fillContact(page, contactInput());
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/send')) requests += 1;
      });
      await submitByKeyboard(page, contactSubmit(page));
      await expect(bannerMessage(page)).toHaveText(success);
      // The keyboard went to the confirmation; a visitor who goes back to Send and presses Enter again:
      await contactSubmit(page).press('Enter');
      await expect(page.getByRole('alert')).toHaveCount(0);
      // A second request would have been on its way long before the banner's 3 seconds are up.
      await expect(banner(page)).toHaveCount(0);
      expect(requests).toBe(1);

      // Once the banner has gone, the emptied form is checked as usual.
      await contactSubmit(page).press('Enter');
      await expect(page.getByRole('alert')).toContainText(facts.formMessages.required);
    });

    oneLanguage.test('Reset takes the banner away with what was typed', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page);
      const input = contactInput();
      await fillContact(page, input);
      await page.route(relayUrl, (route) => route.abort('failed'));
      await contactSubmit(page).click();
      await expect(bannerMessage(page)).toHaveText('Error: Failed to fetch');
      await page.getByRole('button', { name: forms.reset, exact: true }).click();
      await expect(banner(page)).toHaveCount(0);
      await expectContactValues(page, { fullName: '', phone: '', email: '', subject: '', message: '' });
    });

    oneLanguage.test('Sign out waits while a form is on its way, saying why, so its answer is not lost', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page);
      await fillContact(page, contactInput());
      const requests = await holdRequests(page, relayUrl);
      await contactSubmit(page).click();
      await expect.poll(requests.count).toBe(1);

      const signOutButton = page.getByRole('button', { name: forms.signIn.signOut });
      await expect(signOutButton).toBeDisabled();
      await expect(signOutButton).toHaveAccessibleDescription(forms.signIn.signOutWaits);
      await signOutButton.click({ force: true });
      await expect(signedInLine(page)).toBeVisible();

      await requests.release();
      await expect(bannerMessage(page)).toHaveText(success);
      await expect(signOutButton).toBeEnabled();
      await signOut(page);
    });

    oneLanguage.test('the 3-second banner waits while the keyboard is on it', async ({ page }) => {
      await page.clock.install();
      await openContact(page, locale);
      await signIn(page);
      await freezeClock(page);
      await fillContact(page, contactInput());
      await submitByKeyboard(page, contactSubmit(page));
      await expect(bannerMessage(page)).toHaveText(success);
      // The keyboard went to the confirmation; from the form's last button, the banner is next.
      await page.getByRole('button', { name: forms.reset, exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(banner(page).locator(':focus')).toHaveCount(1);
      await settle(page);
      await page.clock.runFor(30_000);
      await expect(bannerMessage(page)).toHaveText(success);
      await page.keyboard.press('Shift+Tab');
      await settle(page);
      // The rest of its 3 seconds: none passed while it was held.
      await page.clock.runFor(2900);
      await expect(bannerMessage(page)).toHaveText(success);
      await page.clock.runFor(200);
      await expect(banner(page)).toHaveCount(0);
    });

    oneLanguage.test('experience "2,5" is a number too, and goes as typed', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page);
      await page.getByRole('button', { name: forms.switchCareer }).click();
      await fillCareer(page, { ...careerInput(), experience: '2,5' });
      const sent = page.waitForRequest(relayUrl);
      await careerSubmit(page).click();
      expect((await sent).postDataJSON()).toMatchObject({ fields: { experience: '2,5' } });
      await expect(bannerMessage(page)).toHaveText(success);
    });

    oneLanguage.test(
      'Sign out turns auto-select off, empties both forms and their drafts, and locks the forms, also after a reload',
      async ({ page }) => {
        const consoleInfo: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'info') consoleInfo.push(message.text());
        });
        await openContact(page, locale);
        await signIn(page, ana);
        await contactField(page, 'message').fill('Private words');
        await page.getByRole('button', { name: forms.switchCareer }).click();
        await careerField(page, 'coverLetter').fill('Private letter');
        await expect.poll(() => draftKeys(page)).toHaveLength(2);

        const signOutButton = page.getByRole('button', { name: forms.signIn.signOut });
        const box = await signOutButton.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
        await signOutButton.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('heading', { name: forms.signIn.heading })).toBeVisible();
        await expect(page.getByText(forms.signIn.signedOut)).toBeFocused();
        await expect(signedInLine(page)).toHaveCount(0);
        await expect(careerSubmit(page)).toBeDisabled();
        await expect(careerField(page, 'coverLetter')).toHaveValue('');
        await expect(careerField(page, 'fullName')).toHaveValue('');
        expect(await draftKeys(page)).toEqual([]);
        expect(consoleInfo).toContain('[GSI stand-in] disableAutoSelect()');
        // No one-tap card offers the account to whoever uses the computer next.
        await expect(page.getByRole('button', { name: standInButton })).toBeVisible();
        await expect(page.getByRole('button', { name: oneTapButton })).toHaveCount(0);

        await page.reload();
        await openContact(page, locale);
        await signIn(page, ana);
        await expect(contactField(page, 'message')).toHaveValue('');
        await page.getByRole('button', { name: forms.switchCareer }).click();
        await expect(careerField(page, 'coverLetter')).toHaveValue('');
        await expect(careerField(page, 'fullName')).toHaveValue(ana.name);
      },
    );

    oneLanguage.test('signing out in the middle, then in as someone else, brings nothing of the first back', async ({ page }) => {
      await openContact(page, locale);
      await signIn(page, ana);
      await contactField(page, 'phone').fill('239-555-0100');
      await signOut(page);
      await signIn(page, ben);
      await expectContactValues(page, { fullName: ben.name, phone: '', email: ben.email, subject: '', message: '' });
    });

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test('/contact says the forms need it and offers the phone and email, instead of a loading line', async ({ page }) => {
        await page.goto(localizedPath('contact', locale));
        const panel = page.getByRole('region', { name: forms.signIn.heading });
        await expect(panel).toBeVisible();
        await expect(panel.getByText(forms.signIn.loading)).toHaveCount(0);
        // Playwright's text queries pass over <noscript>, whose content shows only when scripts do not run.
        const notice = panel.locator('noscript p');
        await expect(notice).toBeVisible();
        await expect(notice).toHaveText(
          forms.signIn.noScript.replace('{phone}', facts.company.phone.display).replace('{email}', facts.company.email),
        );
        await expect(notice.getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
          'href',
          `tel:${facts.company.phone.tel}`,
        );
        await expect(notice.getByRole('link', { name: facts.company.email })).toHaveAttribute('href', `mailto:${facts.company.email}`);
      });
    });
  });
}
