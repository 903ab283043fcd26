/**
 * The contact form's optional ride details: how they open, what is sent (labelled lines at the top
 * of the message, the five template parameters unchanged), their checks, and that drafts and
 * sign-out cover them, in both languages.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import { type Locale, localeFacts, locales } from '../../src/i18n/locales.ts';
import { dateValue } from '../../src/forms/fields/date-time.ts';
import { formTables, rideDetails } from '../../src/content/forms/tables.ts';
import { legDates, readCalendar } from '../support/calendar-file.ts';
import { isoDate } from '../../src/forms/fields/date-time.ts';
import { writtenDate } from '../../src/components/words/calendar.ts';
import {
  exampleRide,
  exampleRideCount,
  exampleRideForSomeoneElse,
  exampleRideForSomeoneElseLines,
  exampleRideInputs,
  exampleRideLines,
  exampleRideWithStops,
  exampleRideWithStopsLines,
  offersRide,
  offersTrips,
  rideDatesFor,
} from '../support/ride-example.ts';
import { fillText } from '../../src/components/words/fill-text.ts';
import { stopsValue } from '../../src/forms/fields/lists.ts';
import {
  accountOf,
  banner,
  confirmation,
  contactChoice,
  contactDatePart,
  contactField,
  contactForm,
  contactInput,
  type ContactMessage,
  contactSubmit,
  doInputs,
  draftKeys,
  facts,
  fillContact,
  formsWords,
  inboxMessage,
  openContact,
  relayAnswer,
  officeCopy,
  relayUrl,
  signIn,
  signOut,
  success,
} from '../support/contact.ts';

/**
 * Sends the quote request and checks what EmailJS receives from the relay and the inbox keeps: the
 * five template parameters, the message opening with the ride's lines as the company reads them;
 * and what the confirmation shows the visitor, every one of those lines included.
 */
async function expectSentWithLines(page: Page, input: ContactMessage, lines: readonly string[], locale: Locale): Promise<string> {
  const answered = relayAnswer(page);
  await contactSubmit(page).click();
  const { reference } = await answered;
  const message = `${lines.join('\n')}\n\n${input.message}`;
  await expect(banner(page)).toHaveText(success);
  const received = await inboxMessage(page, (found) => JSON.stringify(found.fields).includes(input.message));
  expect(received.fields).toMatchObject(
    officeCopy('contact', { ...input, subject: 'cotizacion', message }, { account: accountOf(page).email, reference, locale }),
  );
  const shown = confirmation(page);
  await expect(shown).toContainText(reference);
  for (const line of lines) await expect(shown).toContainText(line);
  return reference;
}

for (const locale of locales) {
  const forms = formsWords(locale);
  const words = forms.rideDetails;
  const { pickupDate, pickupTime } = forms.contact.fields;
  const dateOrder = localeFacts[locale].dateOrder;
  // The message's lines are written in the language the office reads: English from a Kreyòl page.
  const office = formsWords(localeFacts[locale].officeReads);

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);
    test.beforeEach(async ({ page }) => {
      // Noon on November 23, 2026, in Florida: the day the checks of today and the past are written for.
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

    if (offersRide(exampleRide))
      test('a ride request is sent as the five template parameters, its details as labelled lines above the message, its dates in a calendar file', async ({
        page,
      }) => {
        const input = contactInput();
        await fillContact(page, input);
        // What a visitor fills in and chooses for the example ride.
        await doInputs(page, exampleRideInputs(locale));
        // Under the pickup date, once the answers are still: how many rides, the first three, the last.
        const language = localeFacts[locale];
        const rides = rideDatesFor(exampleRide, locale);
        const dayDate = (date: (typeof rides)[number]) => writtenDate(date, language, language.written.dayDate);
        const summary = contactForm(page)
          .getByRole('status')
          .filter({ hasText: fillText(words.dates.rides, { count: exampleRideCount }) });
        await expect(summary).toContainText(rides.slice(0, 3).map(dayDate).join('; '));
        const reference = await expectSentWithLines(page, input, exampleRideLines[locale], locale);

        // Sent: the form is emptied, the details with it, and they close again.
        await expect(contactField(page, 'subject')).toHaveValue('');
        await expect(rideGroup(page)).toBeHidden();
        await expect(offer(page)).toBeVisible();

        // The rides saved to a calendar: made in the browser, from the dates the summary counted.
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        const saving = page.waitForEvent('download');
        await confirmation(page).getByRole('button', { name: forms.confirmation.calendar.button, exact: true }).click();
        const saved = await saving;
        expect(saved.suggestedFilename()).toBe(`${reference}.ics`);
        expect(saved.url()).toMatch(/^data:text\/calendar;charset=utf-8,/);
        const events = readCalendar(readFileSync(await saved.path(), 'utf8'));
        expect(legDates(events, 'pickup')).toEqual(rides.map(isoDate));
        expect(legDates(events, 'pickup')).toHaveLength(exampleRideCount);
        // Nothing left the device: the only request was for the worker's own script.
        expect(requested).toEqual([expect.stringMatching(/^\/_astro\/calendar-worker-[\w-]+\.js$/)]);
      });

    // How each language writes the ride's lines is compose.test.ts's; the page's part is the same in each.
    if (offersRide(exampleRideForSomeoneElse))
      oneLanguage.test(
        'a ride for someone else: the writer’s fields say “your”, and the message opens with whom the ride is for',
        async ({ page }) => {
          const { fullName, phone } = forms.contact.fields;
          const input = contactInput();
          await fillContact(page, input);
          await expect(contactForm(page).getByLabel(fullName.label, { exact: true })).toBeVisible();
          await doInputs(page, exampleRideInputs(locale, exampleRideForSomeoneElse));
          await expect(contactForm(page).getByLabel(fullName.otherWords.label, { exact: true })).toHaveValue(input.fullName);
          await expect(contactForm(page).getByLabel(phone.otherWords.label, { exact: true })).toHaveValue(input.phone);
          await expectNoAccessibilityFindings(page);
          await expectSentWithLines(page, input, exampleRideForSomeoneElseLines[locale], locale);
        },
      );

    oneLanguage.test(
      'open by themselves for a quote request; otherwise offered, and the offer leads to their first field',
      async ({ page }) => {
        await expect(offer(page)).toBeVisible();
        await contactField(page, 'subject').selectOption('consulta');
        await expect(rideGroup(page)).toBeHidden();
        await offer(page).click();
        await expect(rideGroup(page)).toBeVisible();
        await expect(contactChoice(page, 'rideFor', rideDetails.rider.writer)).toBeFocused();
        await expect(offer(page)).toBeHidden();
        await contactChoice(page, 'oxygen', 'yes').check();
        await expectNoAccessibilityFindings(page);

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
        await contactForm(page).getByRole('button', { name: forms.reset, exact: true }).click();
        await expect(rideGroup(page)).toBeHidden();
        await contactField(page, 'subject').selectOption('cotizacion');
        await expect(rideGroup(page)).toBeVisible();
        await contactChoice(page, 'mobility', 'stretcher').check();
        await contactField(page, 'subject').selectOption('otro');
        await expect(contactChoice(page, 'mobility', 'stretcher')).toBeChecked();
      },
    );

    if (offersTrips('roundTrip', 'roundTripWillCall'))
      oneLanguage.test('ask for the return time only for a round trip at a set time, and send it only then', async ({ page }) => {
        await contactField(page, 'subject').selectOption('cotizacion');
        await expect(contactField(page, 'returnTime')).toBeHidden();
        await contactChoice(page, 'trip', 'roundTrip').check();
        await contactField(page, 'returnTime').fill('13:30');
        await contactChoice(page, 'trip', 'roundTripWillCall').check();
        await expect(contactField(page, 'returnTime')).toBeHidden();

        const input = contactInput();
        await fillContact(page, input);
        const trip = office.contact.fields.trip;
        const willCall = trip.options.find((option) => option.value === 'roundTripWillCall')?.label ?? '';
        await expectSentWithLines(page, input, [office.rideDetails.heading, `${trip.lineLabel ?? trip.label}: ${willCall}`], locale);
      });

    oneLanguage.test('an empty date and time show nothing: no text, and nothing drawn in its place', async ({ page }) => {
      await contactField(page, 'subject').selectOption('cotizacion');
      await expect(contactField(page, 'pickupDate')).toHaveAccessibleDescription(pickupDate.hint);
      for (const part of dateOrder) {
        await expect(contactDatePart(page, part)).toHaveValue('');
        await expect(contactDatePart(page, part)).toHaveAttribute('type', 'text');
        await expect(contactDatePart(page, part)).not.toHaveAttribute('placeholder');
      }
      for (const name of ['pickupTime', 'appointmentTime'] as const) {
        await expect(contactField(page, name)).toHaveValue('');
        await expect(contactField(page, name)).toHaveAttribute('type', 'text');
        await expect(contactField(page, name)).not.toHaveAttribute('placeholder');
      }
      // The parts stand in the page's order, each labelled.
      const labels = await contactField(page, 'pickupDate').locator('label').allTextContents();
      expect(labels).toEqual(dateOrder.map((part) => pickupDate.parts[part]));
    });

    test('a whole date typed into the first part is kept, spread over the three, and sent written out', async ({ page }) => {
      const input = contactInput();
      await fillContact(page, input);
      // Years ahead: the relay checks "not in the past" by today's real date, not the page's.
      const typed = { month: '12', day: '15', year: '2037' };
      const whole = dateOrder.map((part) => typed[part]).join('');
      expect(whole).toBe({ en: '12152037', es: '15122037', ht: '15122037' }[locale]);
      await contactDatePart(page, dateOrder[0]).pressSequentially(whole);
      await contactField(page, 'pickupTime').pressSequentially('8:45am');
      for (const part of dateOrder) await expect(contactDatePart(page, part)).toHaveValue(typed[part]);
      const { officeReads } = localeFacts[locale];
      const written = { en: 'Tuesday, December 15, 2037', es: 'martes, 15 de diciembre de 2037' }[officeReads];
      const time = { en: '8:45 AM', es: '8:45 a.m.' }[officeReads];
      const { pickupDate: sentDate, pickupTime: sentTime } = office.contact.fields;
      await expectSentWithLines(
        page,
        input,
        [
          office.rideDetails.heading,
          `${sentDate.lineLabel ?? sentDate.label}: ${written}`,
          `${sentTime.lineLabel ?? sentTime.label}: ${time}`,
        ],
        locale,
      );
    });

    if (offersRide(exampleRideWithStops))
      oneLanguage.test('a ride with two stops is sent with each stop on a line of its own, numbered from the pickup', async ({ page }) => {
        const input = contactInput();
        await fillContact(page, input);
        await doInputs(page, exampleRideInputs(locale, exampleRideWithStops));
        await expectSentWithLines(page, input, exampleRideWithStopsLines[locale], locale);
      });

    if (offersTrips('multipleStops'))
      oneLanguage.test(
        'a repeat with no day, a last ride before the first and an empty stop are named and sent nowhere; nothing typed is lost',
        async ({ page }) => {
          const { repeatDays, repeatUntil, stops } = forms.contact.fields;
          await fillContact(page, contactInput());
          let requests = 0;
          page.on('request', (request) => {
            if (request.url().endsWith('/api/send')) requests += 1;
          });
          await doInputs(
            page,
            exampleRideInputs(locale, {
              trip: 'multipleStops',
              repeats: 'yes',
              repeatEvery: 'week',
              repeatEnds: 'onDate',
              repeatUntil: dateValue({ month: '12', day: '1', year: '2037' }),
              pickupDate: exampleRide.pickupDate,
              stops: stopsValue(['1200 Main St', '']),
            }),
          );
          await contactSubmit(page).click();
          const summary = page.getByRole('alert').filter({ hasText: forms.errorSummary.heading });
          const emptyStop = fillText(stops.errors.emptyStop, { number: 3 });
          await expect(summary.getByRole('link')).toHaveText([repeatDays.missing, repeatUntil.errors.tooEarly, emptyStop]);
          await expect(summary).toContainText(facts.formMessages.required);
          await expect(contactField(page, 'repeatDays')).toContainText(repeatDays.missing);
          await expect(contactForm(page).getByRole('textbox', { name: fillText(stops.item, { number: 3 }) })).toHaveAccessibleDescription(
            `${forms.fieldErrorPrefix} ${emptyStop}`,
          );
          await expectNoAccessibilityFindings(page);
          await summary.getByRole('link', { name: emptyStop }).click();
          await expect(contactForm(page).getByRole('textbox', { name: fillText(stops.item, { number: 3 }) })).toBeFocused();
          await summary.getByRole('link', { name: repeatDays.missing }).click();
          await expect(contactForm(page).locator('[name="repeatDays"]').first()).toBeFocused();
          // What was typed and chosen stays.
          await expect(contactForm(page).getByRole('textbox', { name: fillText(stops.item, { number: 2 }) })).toHaveValue('1200 Main St');
          await expect(contactChoice(page, 'repeats', 'yes')).toBeChecked();
          expect(requests).toBe(0);
        },
      );

    if (offersTrips('multipleStops'))
      oneLanguage.test(
        'stops: the button that adds them gives way to the limit once there are as many as a trip takes',
        async ({ page }) => {
          const { stops } = forms.contact.fields;
          const most = formTables.contact.find((row) => row.name === 'stops')?.maxItems ?? 0;
          await contactField(page, 'subject').selectOption('cotizacion');
          await contactChoice(page, 'trip', 'multipleStops').check();
          const add = contactForm(page).getByRole('button', { name: stops.add, exact: true });
          for (let stop = 0; stop < most; stop += 1) {
            await add.click();
            await expect(contactForm(page).getByRole('textbox', { name: fillText(stops.item, { number: stop + 2 }) })).toBeFocused();
          }
          await expect(add).toHaveCount(0);
          await expect(contactForm(page).getByText(fillText(stops.limit, { count: most }))).toBeVisible();
        },
      );

    test('an unfinished, unreal or past pickup date and a time without AM or PM are named, linked to what to put right and sent nowhere', async ({
      page,
    }) => {
      // Four rounds of typing, sending and reading the summary, axe among them.
      test.slow();
      await fillContact(page, contactInput());
      let requests = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/send')) requests += 1;
      });
      // The first part and nothing else, and an hour and minutes that could be morning or evening.
      const [first, second] = dateOrder;
      await contactDatePart(page, first).pressSequentially('12');
      await contactField(page, 'pickupTime').pressSequentially('9:30');
      await contactSubmit(page).click();

      const summary = page.getByRole('alert').filter({ hasText: forms.errorSummary.heading });
      await expect(summary.getByRole('link')).toHaveText([pickupDate.errors.format, pickupTime.errors.amPm]);
      await expect(contactDatePart(page, second)).toHaveAttribute('aria-invalid', 'true');
      await expect(contactDatePart(page, first)).not.toHaveAttribute('aria-invalid');
      await expect(contactField(page, 'pickupDate')).toHaveAccessibleDescription(
        `${pickupDate.hint} ${forms.fieldErrorPrefix} ${pickupDate.errors.format}`,
      );
      await expectNoAccessibilityFindings(page);
      await summary.getByRole('link', { name: pickupDate.errors.format }).click();
      await expect(contactDatePart(page, second)).toBeFocused();
      await summary.getByRole('link', { name: pickupTime.errors.amPm }).click();
      await expect(contactField(page, 'pickupTime')).toBeFocused();

      // February 30 does not exist; a two-digit year is asked for in full.
      await fillContact(page, { pickupDate: dateValue({ month: '2', day: '30', year: '2027' }), pickupTime: '9:30 pm' });
      await contactSubmit(page).click();
      await expect(summary.getByRole('link')).toHaveText([pickupDate.errors.notReal]);
      await summary.getByRole('link').click();
      await expect(contactDatePart(page, 'day')).toBeFocused();
      await fillContact(page, { pickupDate: dateValue({ month: '2', day: '3', year: '27' }) });
      await contactSubmit(page).click();
      await expect(summary.getByRole('link')).toHaveText([pickupDate.errors.year]);

      // The day before the page's today is not a day a ride can be booked for.
      await fillContact(page, { pickupDate: dateValue({ month: '11', day: '22', year: '2026' }) });
      await contactSubmit(page).click();
      await expect(summary.getByRole('link')).toHaveText([pickupDate.errors.past]);
      expect(requests).toBe(0);
    });

    oneLanguage.test('are kept in the draft over a reload, and removed by Sign out', async ({ page }) => {
      await fillContact(page, { subject: 'consulta' });
      await offer(page).click();
      await fillContact(page, { pickupAddress: '1234 SE 47th Ter', mobility: 'caneOrWalker', driverNotes: 'Ring twice' });
      await contactDatePart(page, 'month').fill('12');
      await contactDatePart(page, 'year').fill('2026');
      await contactField(page, 'pickupTime').fill('8:45 am');
      await page.reload();
      await signIn(page);
      await expect(rideGroup(page)).toBeVisible();
      await expect(contactField(page, 'pickupAddress')).toHaveValue('1234 SE 47th Ter');
      await expect(contactDatePart(page, 'month')).toHaveValue('12');
      await expect(contactDatePart(page, 'day')).toHaveValue('');
      await expect(contactDatePart(page, 'year')).toHaveValue('2026');
      await expect(contactField(page, 'pickupTime')).toHaveValue('8:45 am');
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
    oneLanguage.test(
      'a ride for someone else is kept over a reload, and Reset empties it, the writer’s fields theirs again',
      async ({ page }) => {
        const { fullName } = forms.contact.fields;
        const { riderName, relationship, facilityName } = exampleRideForSomeoneElse;
        await fillContact(page, { subject: 'cotizacion', rideFor: rideDetails.rider.someoneElse, riderName, relationship, facilityName });
        await page.reload();
        await signIn(page);
        await expect(contactChoice(page, 'rideFor', rideDetails.rider.someoneElse)).toBeChecked();
        await expect(contactField(page, 'riderName')).toHaveValue(riderName);
        await expect(contactChoice(page, 'relationship', relationship)).toBeChecked();
        await expect(contactField(page, 'facilityName')).toHaveValue(facilityName);
        await expect(contactForm(page).getByLabel(fullName.otherWords.label, { exact: true })).toBeVisible();

        await contactForm(page).getByRole('button', { name: forms.reset, exact: true }).click();
        await expect(contactForm(page).getByLabel(fullName.label, { exact: true })).toHaveValue('');
        await offer(page).click();
        await expect(contactChoice(page, 'rideFor', rideDetails.rider.someoneElse)).not.toBeChecked();
        await expect(contactForm(page).getByText(forms.contact.fields.riderName.label)).toHaveCount(0);
      },
    );
  });
}

test.describe('for a relative booking from New Zealand', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('"today" is Florida’s: at 8 pm there, already tomorrow here, today’s date is still taken', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T20:00:00-05:00') });
    await openContact(page, 'en');
    await signIn(page);
    expect(await page.evaluate(() => new Date().getDate())).toBe(24);
    const pickupDate = dateValue({ month: '11', day: '23', year: '2026' });
    await fillContact(page, { ...contactInput(), pickupDate });
    // The page's own check, with its clock set back: what it would send goes no further.
    await page.route(relayUrl, (route) => route.abort());
    const sent = page.waitForRequest(relayUrl);
    await contactSubmit(page).click();
    expect((await sent).postDataJSON()).toMatchObject({ fields: { pickupDate } });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});

test('a draft kept while the date was the browser’s own date input ("2026-12-03") comes back as its parts', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-23T12:00:00-05:00') });
  await openContact(page, 'en');
  await signIn(page);
  await fillContact(page, { subject: 'cotizacion', pickupAddress: '1234 SE 47th Ter' });
  const [key] = await draftKeys(page);
  expect(key).toBeDefined();
  await page.evaluate((draftKey) => {
    const draft = JSON.parse(sessionStorage.getItem(draftKey) ?? '{}') as Record<string, string>;
    sessionStorage.setItem(draftKey, JSON.stringify({ ...draft, pickupDate: '2026-12-03', pickupTime: '08:45' }));
  }, key ?? '');
  await page.reload();
  await signIn(page);
  await expect(contactDatePart(page, 'month')).toHaveValue('12');
  await expect(contactDatePart(page, 'day')).toHaveValue('3');
  await expect(contactDatePart(page, 'year')).toHaveValue('2026');
  // The time as it was kept, asked about rather than guessed: 08:45 could be morning or evening.
  await expect(contactField(page, 'pickupTime')).toHaveValue('08:45');
});
