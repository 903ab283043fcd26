/**
 * What a visitor meets when the relay refuses a message or keeps it: the account's limit for the
 * hour, the office's email down, a message that may have gone, a sign-in it no longer takes. One
 * banner whose words fit, in the page's language; the draft kept; a reference in sight; and the
 * confirmation of a sent message, printed.
 */
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { loadWords } from '../../src/content/load.ts';
import { accountLimits } from '../../src/forms/delivery/relay-protocol.ts';
import { locales } from '../../src/i18n/locales.ts';
import { faultsPath, gsiCredentialPath } from '../../stand-ins/paths.ts';
import { waitInWords } from '../../worker/wait-words.ts';
import {
  accountOf,
  banner,
  bannerMessage,
  confirmation,
  contactField,
  contactInput,
  contactSubmit,
  expectContactValues,
  facts,
  fillContact,
  formsWords,
  freezeClock,
  inboxMessage,
  openContact,
  relayAnswer,
  relayUrl,
  settle,
  signIn,
  standInClientId,
  success,
} from '../support/contact.ts';
import { readPdf } from '../support/pdf.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';

/** What a kept message's words open with, in a language: its first sentence's start, before the time. */
function keptOpening(locale: (typeof locales)[number]): string {
  const { kept } = loadWords('contact', locale).relay.late;
  return kept.slice(0, kept.indexOf('{'));
}

for (const locale of locales) {
  const forms = formsWords(locale);
  const { refusals, wait } = loadWords('contact', locale).relay;

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);

    oneLanguage.test(
      `the ${accountLimits.hour + 1}th message of an hour is refused with when to send it, and nothing typed is lost`,
      async ({ page }) => {
        // Five messages, each a second or more apart at EmailJS's pace, with their receipts.
        test.slow();
        await openContact(page, locale);
        await signIn(page);
        for (let count = 0; count < accountLimits.hour; count += 1) {
          await fillContact(page, contactInput());
          await contactSubmit(page).click();
          await expect(bannerMessage(page)).toHaveText(success);
        }
        const input = contactInput();
        await fillContact(page, input);
        const answered = page.waitForResponse(relayUrl);
        await contactSubmit(page).click();
        const refused = await answered;
        expect(refused.status()).toBe(429);
        const waitWords = waitInWords(Number(refused.headers()['retry-after']), wait);
        await expect(bannerMessage(page)).toHaveText(
          `Error: ${refusals.hourLimit.replace('{most}', String(accountLimits.hour)).replace('{wait}', waitWords)}`,
        );
        // The relay's words are the page's language, inside the required Spanish "Error:"; and they are the only next step.
        await expect(bannerMessage(page).locator('span')).toHaveAttribute('lang', locale);
        await expect(banner(page)).not.toContainText(forms.nextSteps.failed);
        await expectContactValues(page, input);
      },
    );

    oneLanguage.test(
      'the office’s email down: received and kept, the banner and the confirmation saying when the office sees it, and it goes once the email is back',
      async ({ page }) => {
        await openContact(page, locale);
        await signIn(page);
        const input = contactInput();
        await fillContact(page, input);
        await page.request.post(faultsPath, { data: { address: input.email, fault: 'down' } });
        const answered = relayAnswer(page);
        await contactSubmit(page).click();
        const { reference, late } = await answered;
        // Kept: the email is back before its next try, five seconds on.
        await page.request.post(faultsPath, { data: { address: input.email, fault: null } });
        expect(late?.startsWith(keptOpening(locale))).toBe(true);
        await expect(bannerMessage(page)).toHaveText(success);
        await expect(banner(page)).toContainText(late ?? '');
        await expect(banner(page)).not.toContainText(forms.nextSteps.failed);
        await expect(confirmation(page)).toContainText(late ?? '');
        await expect(confirmation(page)).toContainText(reference);
        await expectNoAccessibilityFindings(page);

        // The outbox tries again by itself: the office's copy arrives.
        const office = await inboxMessage(
          page,
          (message) => message.channel === 'cloudflare' && JSON.stringify(message.fields).includes(reference),
          { timeout: 15_000 },
        );
        expect(String(office.fields['text'])).toContain(input.message);
      },
    );

    oneLanguage.test(
      'a message that may have gone keeps its reference in sight after its banner, with the phone to call',
      async ({ page }) => {
        await openContact(page, locale);
        await signIn(page);
        await freezeClock(page);
        const input = contactInput();
        await fillContact(page, input);
        const words = refusals.timedOut.replace('{reference}', 'MR-7KQ4PX');
        await page.route(relayUrl, (route) =>
          route.fulfill({ status: 504, contentType: 'application/json', body: JSON.stringify({ error: words, reference: 'MR-7KQ4PX' }) }),
        );
        await contactSubmit(page).click();
        await expect(bannerMessage(page)).toHaveText(`Error: ${words}`);
        await settle(page);
        await page.clock.runFor(3000);
        await expect(banner(page)).toHaveCount(0);
        const lasting = page.locator('[data-may-have-gone]');
        // The words say to call; the number beside them is a link.
        await expect(lasting).toHaveText(`${words} ${facts.company.phone.display}`);
        await expect(lasting.getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
          'href',
          `tel:${facts.company.phone.tel}`,
        );
        await expect(lasting).toContainText('MR-7KQ4PX');
        await expectContactValues(page, input);
      },
    );

    oneLanguage.test(
      'a sign-in the relay no longer takes locks the forms with its words; signing in again brings the draft back',
      async ({ page }) => {
        await openContact(page, locale);
        const account = await signIn(page);
        const input = contactInput();
        await fillContact(page, input);
        // A sign-in over an hour old, as Google's stand-in signs one: the relay refuses it as run out.
        const { credential: ranOut } = (await (
          await page.request.post(gsiCredentialPath, {
            data: { client_id: standInClientId, name: account.name, email: account.email, issued_at: Date.now() - 2 * 3600_000 },
          })
        ).json()) as { credential: string };
        await page.route(relayUrl, async (route) => {
          const body = route.request().postDataJSON() as Record<string, unknown>;
          await route.continue({ postData: JSON.stringify({ ...body, credential: ranOut }) });
        });
        await contactSubmit(page).click();
        await expect(page.getByText(refusals.signIn)).toBeFocused();
        await expect(page.getByRole('heading', { name: forms.signIn.heading })).toBeVisible();

        await page.unroute(relayUrl);
        await signIn(page, account);
        await expectContactValues(page, { ...input, fullName: input.fullName, email: input.email });
        await contactSubmit(page).click();
        await expect(bannerMessage(page)).toHaveText(success);
      },
    );
  });
}

test('the confirmation is what the contact page prints, with the reference and every line, and not the form', async ({ page }) => {
  await openContact(page, 'en');
  await signIn(page);
  const input = contactInput();
  await fillContact(page, input);
  const answered = relayAnswer(page);
  await contactSubmit(page).click();
  const { reference } = await answered;
  await expect(confirmation(page)).toBeVisible();
  const { sheets } = await readPdf(await page.pdf({ format: 'Letter' }));
  const printed = sheets.join(' ');
  // The reference is letter-spaced on paper, and a PDF's text may read a gap between two of its
  // characters as a space ("MR- 4DDDD4", "pat.mx5pfqhhq jw5tz@example.com").
  const unspaced = printed.replace(/\s/g, '');
  expect(unspaced).toContain(reference);
  expect(printed).toContain(input.message);
  expect(unspaced).toContain(accountOf(page).email);
  const { contact, confirmation: words } = formsWords('en');
  expect(printed).not.toContain(contact.fields.subject.placeholder);
  expect(printed).not.toContain(words.print);
  await expect(contactField(page, 'message')).toHaveValue('');
});

test('the confirmation fits a 320 px phone, a long address and message included, and is checked by axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openContact(page, 'es');
  const account = {
    name: 'María de los Ángeles López-Núñez',
    email: `maria.de.los.angeles.lopez.nunez.${Date.now().toString(36)}@example.com`,
  };
  await signIn(page, account);
  await fillContact(page, { ...contactInput(), message: `${'Supercalifragilístico'.repeat(4)} ${account.email}` });
  await contactSubmit(page).click();
  await expect(confirmation(page)).toContainText(account.email);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAccessibilityFindings(page);
});
