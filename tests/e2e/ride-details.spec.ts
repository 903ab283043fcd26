/**
 * The contact form's optional ride details: how they open, what is sent (labelled lines at the top
 * of the message, the five template parameters unchanged), their checks, and that drafts and
 * sign-out cover them, in both languages.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { locales } from '../../src/i18n/locales.ts';
import { exampleRide, exampleRideLines } from '../../src/forms/ride-example.ts';
import {
  banner,
  contactChoice,
  contactField,
  contactForm,
  contactInput,
  contactSendBody,
  contactSubmit,
  draftKeys,
  fillContact,
  formsWords,
  inboxMessage,
  openContact,
  sendUrl,
  signIn,
  signOut,
  success,
} from './contact-helpers.ts';

for (const locale of locales) {
  const forms = formsWords(locale);
  const words = forms.rideDetails;

  test.describe(locale, () => {
    test.beforeEach(async ({ page }) => {
      // Noon on November 23, 2026, in Florida: the example ride is ten days ahead.
      await page.clock.install({ time: new Date('2026-11-23T12:00:00-05:00') });
      await openContact(page, locale);
      await signIn(page);
    });

    function rideGroup(page: Page) {
      return contactForm(page).getByRole('group', { name: words.legend, exact: true });
    }

    function offer(page: Page) {
      return contactForm(page).getByRole('button', { name: words.offer, exact: true });
    }

    test('a ride request is sent as the five template parameters, its details as labelled lines above the message', async ({ page }) => {
      const input = contactInput();
      await fillContact(page, { ...input, ...exampleRide });
      const sent = page.waitForRequest(sendUrl);
      await contactSubmit(page).click();

      const expected = contactSendBody({
        fullName: input.fullName,
        phone: input.phone,
        email: input.email,
        subject: 'cotizacion',
        message: `${exampleRideLines[locale].join('\n')}\n\n${input.message}`,
      });
      expect((await sent).postDataJSON()).toEqual(expected);
      await expect(banner(page)).toHaveText(success);
      const received = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.message));
      expect(received.fields).toEqual(expected);

      // Sent: the form is emptied, the details with it, and they close again.
      await expect(contactField(page, 'subject')).toHaveValue('');
      await expect(rideGroup(page)).toBeHidden();
      await expect(offer(page)).toBeVisible();
    });

    test('open by themselves for a quote request; otherwise offered, and the offer leads to their first field', async ({ page }) => {
      await expect(offer(page)).toBeVisible();
      await contactField(page, 'subject').selectOption('consulta');
      await expect(rideGroup(page)).toBeHidden();
      await offer(page).click();
      await expect(rideGroup(page)).toBeVisible();
      await expect(contactField(page, 'pickupDate')).toBeFocused();
      // Its picker starts at Florida's today.
      await expect(contactField(page, 'pickupDate')).toHaveAttribute('min', '2026-11-23');
      await expect(offer(page)).toBeHidden();
      await contactChoice(page, 'oxygen', 'yes').check();
      await expectNoAxeViolations(page);

      // A choice can be taken back without Reset; the keyboard stays in its group.
      const clear = contactForm(page).getByRole('button', {
        name: `${forms.clearChoice} ${forms.contact.fields.oxygen.label}`,
        exact: true,
      });
      await clear.click();
      await expect(contactChoice(page, 'oxygen', 'yes')).not.toBeChecked();
      await expect(contactChoice(page, 'oxygen', 'no')).toBeFocused();
      await expect(clear).toBeHidden();

      // Reset closes them; a quote request opens them, and choosing another subject then hides nothing.
      await contactForm(page).getByRole('button', { name: forms.reset }).click();
      await expect(rideGroup(page)).toBeHidden();
      await contactField(page, 'subject').selectOption('cotizacion');
      await expect(rideGroup(page)).toBeVisible();
      await contactChoice(page, 'mobility', 'stretcher').check();
      await contactField(page, 'subject').selectOption('otro');
      await expect(contactChoice(page, 'mobility', 'stretcher')).toBeChecked();
    });

    test('ask for the return time only for a round trip at a set time, and send it only then', async ({ page }) => {
      await contactField(page, 'subject').selectOption('cotizacion');
      await expect(contactField(page, 'returnTime')).toBeHidden();
      await contactChoice(page, 'trip', 'roundTrip').check();
      await contactField(page, 'returnTime').fill('13:30');
      await contactChoice(page, 'trip', 'roundTripWillCall').check();
      await expect(contactField(page, 'returnTime')).toBeHidden();

      const input = contactInput();
      await fillContact(page, input);
      const sent = page.waitForRequest(sendUrl);
      await contactSubmit(page).click();
      const trip = forms.contact.fields.trip;
      const willCall = trip.options.find((option) => option.value === 'roundTripWillCall')?.label ?? '';
      expect((await sent).postDataJSON()).toMatchObject({
        template_params: { message: `${words.heading}\n${trip.label}: ${willCall}\n\n${input.message}` },
      });
    });

    test('an unfinished or past pickup date and an unfinished time are named, linked and sent nowhere', async ({ page }) => {
      await fillContact(page, contactInput());
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/v1.0/email/')) requests += 1;
      });
      // A month with no day or year, and an hour with no minutes: the inputs hold "" and know it.
      await contactField(page, 'pickupDate').pressSequentially('12');
      await contactField(page, 'pickupTime').pressSequentially('9');
      await contactSubmit(page).click();

      const summary = page.getByRole('alert').filter({ hasText: forms.errorSummary.heading });
      const { pickupDate, pickupTime } = forms.contact.fields;
      await expect(summary.getByRole('link')).toHaveText([pickupDate.invalid, pickupTime.invalid]);
      await expect(contactField(page, 'pickupDate')).toHaveAttribute('aria-invalid', 'true');
      await expect(contactField(page, 'pickupDate')).toHaveAccessibleDescription(`${forms.fieldErrorPrefix} ${pickupDate.invalid}`);
      await expectNoAxeViolations(page);
      await summary.getByRole('link', { name: pickupTime.invalid }).click();
      await expect(contactField(page, 'pickupTime')).toBeFocused();

      // The day before the page's today is not a day a ride can be booked for.
      await contactField(page, 'pickupDate').fill('2026-11-22');
      await contactField(page, 'pickupTime').fill('09:30');
      await contactSubmit(page).click();
      await expect(summary.getByRole('link')).toHaveText([pickupDate.invalid]);
      expect(requests).toBe(0);
    });

    test('are kept in the draft over a reload, and removed by Sign out', async ({ page }) => {
      await fillContact(page, { subject: 'consulta' });
      await offer(page).click();
      await fillContact(page, { pickupAddress: '1234 SE 47th Ter', mobility: 'caneOrWalker', driverNotes: 'Ring twice' });
      await page.reload();
      await signIn(page);
      await expect(rideGroup(page)).toBeVisible();
      await expect(contactField(page, 'pickupAddress')).toHaveValue('1234 SE 47th Ter');
      await expect(contactChoice(page, 'mobility', 'caneOrWalker')).toBeChecked();
      await expect(contactField(page, 'driverNotes')).toHaveValue('Ring twice');

      await signOut(page);
      expect(await draftKeys(page)).toEqual([]);
      await signIn(page);
      await expect(rideGroup(page)).toBeHidden();
      await offer(page).click();
      await expect(contactField(page, 'pickupAddress')).toHaveValue('');
      await expect(contactChoice(page, 'mobility', 'caneOrWalker')).not.toBeChecked();
    });
  });
}

test.describe('for a relative booking from New Zealand', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('"today" is Florida’s: at 8 pm there, already tomorrow here, today’s date is still taken', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T20:00:00-05:00') });
    await openContact(page, 'en');
    await signIn(page);
    expect(await page.evaluate(() => new Date().getDate())).toBe(24);
    await fillContact(page, { ...contactInput(), pickupDate: '2026-11-23' });
    await expect(contactField(page, 'pickupDate')).toHaveAttribute('min', '2026-11-23');
    const sent = page.waitForRequest(sendUrl);
    await contactSubmit(page).click();
    expect(JSON.stringify((await sent).postDataJSON())).toContain('Pickup date: Monday, November 23, 2026');
  });
});
