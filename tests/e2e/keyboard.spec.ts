/**
 * Keyboard-only journeys, with no mouse: a visitor who uses Tab, Enter, Space, Escape, the arrow
 * keys and typing books a ride (a repeating round trip; one with stops, one added and removed),
 * answers "Which ride fits?" and books what it suggests, applies for a job, works the phone menu and the FAQ and changes language; at every
 * stop the focused element shows a focus ring and is not hidden (see keyboard.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { loadWords } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import {
  accountOf,
  bannerMessage,
  careerField,
  careerInput,
  careerSubmit,
  confirmation,
  contactChoice,
  contactField,
  contactForm,
  type ContactMessage,
  contactInput,
  contactSubmit,
  formsWords,
  inboxMessage,
  success,
  officeCopy,
  writtenMessage,
} from '../support/contact.ts';
import { waitForIslands } from '../support/islands.ts';
import { chooseByKeyboard, expectFocusShown, tabTo } from '../support/keyboard.ts';
import {
  exampleRide,
  exampleRideInputs,
  exampleRideLines,
  exampleRideWithStops,
  exampleRideWithStopsLines,
  answersOffered,
  offersRide,
  type VisitorInput,
} from '../support/ride-example.ts';
import { fillText } from '../../src/components/words/fill-text.ts';
import { stopNumber, stopsOf } from '../../src/forms/fields/lists.ts';
import type { ContactValues } from '../../src/content/forms/tables.ts';
import { loadFacts } from '../../src/content/load.ts';
import { rideHelperData } from '../../src/ride-helper/helper-data.ts';
import { suggest } from '../../src/ride-helper/questions.ts';
import type { RideAnswers } from '../../src/content/forms/values.ts';
import { standInButton, standInDialog } from '../support/stand-in.ts';

/** Types into the focused field what a visitor types, replacing what it held. */
async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Moves a focused, closed select down its choices with the arrow key until it holds `value`. */
async function chooseWithArrows(page: Page, select: Locator, value: string): Promise<void> {
  const choices = await select.locator('option').count();
  for (let presses = 0; presses < choices && (await select.inputValue()) !== value; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}

/**
 * Does what a visitor does for a ride (exampleRideInputs) with the keyboard alone: Tab to each
 * field and type; a radio chosen with the arrow keys, a checkbox ticked with Space; "Add a stop"
 * pressed with Enter, and the new field, which has the keyboard, typed into.
 */
async function doInputsByKeyboard(page: Page, inputs: readonly VisitorInput[], addStop: string): Promise<void> {
  const form = contactForm(page);
  for (const input of inputs) {
    if ('choose' in input) {
      const choice = form.locator(`[name="${input.name}"][value="${input.choose}"]`);
      if ((await choice.getAttribute('type')) === 'radio') {
        await chooseByKeyboard(page, contactField(page, input.name as keyof ContactValues), choice);
      } else {
        await tabTo(page, choice);
        await page.keyboard.press('Space');
        await expect(choice).toBeChecked();
      }
    } else if ('stop' in input) {
      await tabTo(page, form.getByRole('button', { name: addStop, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page.locator(':focus')).toHaveValue('');
      await page.keyboard.type(input.stop);
    } else {
      await tabTo(page, form.locator(`[name="${input.name}"]`));
      await page.keyboard.type(input.keys);
    }
  }
}

for (const locale of locales) {
  const site = loadWords('site', locale);
  const forms = formsWords(locale);
  /** Tabs to the sign-in stand-in's button and signs in through its dialog, typing name and e-mail. */
  async function signInByKeyboard(page: Page): Promise<void> {
    const profile = accountOf(page);
    await tabTo(page, page.getByRole('button', { name: standInButton }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: standInDialog });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await typeOver(page, profile.name);
    await page.keyboard.press('Tab');
    await typeOver(page, profile.email);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: forms.signIn.heading })).toBeHidden();
  }

  test.describe(`${locale}, keyboard only`, () => {
    const oneLanguage = takingTurns(locale);
    oneLanguage.test('from the home page to Book Now, sign in, send the contact form and read the banner', async ({ page }) => {
      // Tab by Tab from the home page's top to a sent message: the longest journey of the suite.
      test.slow();
      await page.goto(localizedPath('home', locale));
      await tabTo(page, page.getByRole('link', { name: site.navigation.bookNow.label }).first());
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizedPath('contact', locale)}$`));
      await waitForIslands(page);

      await signInByKeyboard(page);
      const profile = accountOf(page);

      const input = contactInput();
      await tabTo(page, contactField(page, 'phone'));
      await expect(contactField(page, 'fullName')).toHaveValue(profile.name);
      await expect(contactField(page, 'email')).toHaveValue(profile.email);
      await page.keyboard.type(input.phone);
      await tabTo(page, contactField(page, 'subject'));
      await chooseWithArrows(page, contactField(page, 'subject'), input.subject);
      // A quote request opens the ride details: a time typed as a visitor writes it, a radio chosen with Space.
      await tabTo(page, contactField(page, 'pickupTime'));
      await page.keyboard.type('9:30 am');
      await tabTo(page, contactChoice(page, 'mobility', 'walks'));
      await page.keyboard.press('Space');
      await expect(contactChoice(page, 'mobility', 'walks')).toBeChecked();
      await tabTo(page, contactField(page, 'message'));
      await page.keyboard.type(input.message);
      await tabTo(page, contactSubmit(page));
      await page.keyboard.press('Enter');

      await expect(bannerMessage(page)).toHaveText(success);
      // The keyboard is on the confirmation, in sight.
      await expect(confirmation(page).getByRole('heading', { level: 2 })).toBeFocused();
      await expectFocusShown(page);
      const sent = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.message));
      // The ride's lines are written in the language the office reads: English from a Kreyòl page.
      const { officeReads } = localeFacts[locale];
      const office = formsWords(officeReads);
      const { pickupTime, mobility } = office.contact.fields;
      const walks = mobility.options.find((option) => option.value === 'walks')?.label ?? '';
      const nineThirty = { en: '9:30 AM', es: '9:30 a.m.' }[officeReads];
      const message = `${office.rideDetails.heading}\n${pickupTime.label}: ${nineThirty}\n${mobility.label}: ${walks}\n\n${input.message}`;
      expect(writtenMessage(sent, locale)).toBe(message);
      const reference = /MR-\w{6}/.exec(String(sent.fields['text']))?.[0] ?? '';
      // The office's reply goes to the signed-in address.
      expect(sent.fields).toMatchObject(
        officeCopy(
          'contact',
          { fullName: profile.name, phone: input.phone, email: profile.email, subject: input.subject, message },
          { account: profile.email, reference, locale },
        ),
      );
    });

    /** Signs in on the contact page, types a phone and asks for a quote, which opens the ride details. */
    async function startQuote(page: Page): Promise<ContactMessage> {
      await page.goto(localizedPath('contact', locale));
      await waitForIslands(page);
      await signInByKeyboard(page);
      const input = contactInput();
      await tabTo(page, contactField(page, 'phone'));
      await page.keyboard.type(input.phone);
      await tabTo(page, contactField(page, 'subject'));
      await chooseWithArrows(page, contactField(page, 'subject'), input.subject);
      return input;
    }

    /** Types the message, sends the form with Enter and reads what the company receives. */
    async function sendByKeyboard(page: Page, input: ContactMessage): Promise<string> {
      await tabTo(page, contactField(page, 'message'));
      await page.keyboard.type(input.message);
      await tabTo(page, contactSubmit(page));
      await page.keyboard.press('Enter');
      await expect(bannerMessage(page)).toHaveText(success);
      const sent = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.message));
      return writtenMessage(sent, locale);
    }

    if (offersRide(exampleRide))
      oneLanguage.test(
        'a repeating round trip, every detail typed and chosen by keyboard, reaches the company as its lines',
        async ({ page }) => {
          // Every press of Tab through the form, each stop's focus ring checked: three times the usual time.
          test.slow();
          const input = await startQuote(page);
          await doInputsByKeyboard(page, exampleRideInputs(locale, exampleRide), forms.contact.fields.stops.add);
          expect(await sendByKeyboard(page, input)).toBe(`${exampleRideLines[locale].join('\n')}\n\n${input.message}`);
        },
      );

    if (offersRide(exampleRideWithStops))
      oneLanguage.test(
        'stops added and removed by keyboard: the new field takes the keyboard, a removed one hands it to the stop before',
        async ({ page }) => {
          // Every field of the ride reached with Tab, and each focus ring checked.
          test.slow();
          const { stops } = forms.contact.fields;
          const input = await startQuote(page);
          await doInputsByKeyboard(page, exampleRideInputs(locale, exampleRideWithStops), stops.add);
          // One stop too many, taken back: Enter on its Remove button, and the keyboard goes to the stop before.
          const last = stopNumber(stopsOf(exampleRideWithStops.stops).length);
          const add = contactForm(page).getByRole('button', { name: stops.add, exact: true });
          await tabTo(page, add, { backwards: true });
          await page.keyboard.press('Enter');
          await expect(contactForm(page).getByRole('textbox', { name: fillText(stops.item, { number: last }) })).toBeFocused();
          await page.keyboard.type('Publix, Del Prado Blvd');
          await tabTo(page, contactForm(page).getByRole('button', { name: fillText(stops.remove, { number: last }), exact: true }));
          await page.keyboard.press('Enter');
          await expect(contactForm(page).getByRole('textbox', { name: fillText(stops.item, { number: last - 1 }) })).toBeFocused();
          await expect(contactForm(page).getByText(fillText(stops.removed, { number: last }))).toBeAttached();
          await expectFocusShown(page);
          expect(await sendByKeyboard(page, input)).toBe(`${exampleRideWithStopsLines[locale].join('\n')}\n\n${input.message}`);
        },
      );

    oneLanguage.test(
      '"Which ride fits?" answered with the arrow keys, and its Book this ride link followed with Enter',
      async ({ page }) => {
        const { words, choices } = rideHelperData(locale, localizedPath);
        const facts = loadFacts();
        const helper = page.getByRole('region', { name: words.heading });
        const answers = { mobility: 'manualWheelchair', companions: 'one', comeBack: 'withinHour', repeats: 'yes' } as const;
        const questions: [keyof typeof answers, string, readonly { value: string; label: string }[]][] = [
          ['mobility', words.mobility, choices.mobility],
          ['companions', words.companions, choices.companions],
          ['comeBack', words.comeBack.label, words.comeBack.options],
          ['repeats', words.repeats, choices.repeats],
        ];
        await page.goto(localizedPath('vehicles', locale));
        for (const [question, legend, options] of questions) {
          const label = options.find(({ value }) => value === answers[question])?.label ?? '';
          const group = helper.getByRole('group', { name: legend, exact: true });
          await chooseByKeyboard(page, group, group.getByRole('radio', { name: label, exact: true }));
        }
        const book = helper.getByRole('link', { name: words.suggestion.book });
        await tabTo(page, book);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${localizedPath('contact', locale)}\\?`));
        await waitForIslands(page);
        await signInByKeyboard(page);
        const booked: RideAnswers = suggest(answers, facts.rideHelper, facts.vehicles, facts.serviceLevelAnswers)?.book ?? {};
        for (const [name, value] of Object.entries(answersOffered(booked)))
          await expect(contactChoice(page, name as 'trip', value ?? '')).toBeChecked();
      },
    );

    oneLanguage.test('on the contact page, switch to the career form, fill it and submit it', async ({ page }) => {
      await page.goto(localizedPath('contact', locale));
      await waitForIslands(page);
      await signInByKeyboard(page);

      await tabTo(page, page.getByRole('button', { name: forms.switchCareer }), { backwards: true });
      await page.keyboard.press('Space');
      await expect(page.getByRole('form', { name: forms.career.heading })).toBeVisible();

      const input = careerInput();
      for (const name of ['phone', 'position', 'experience', 'coverLetter'] as const) {
        await tabTo(page, careerField(page, name));
        await page.keyboard.type(input[name]);
      }
      await tabTo(page, careerSubmit(page));
      await page.keyboard.press('Enter');

      await expect(bannerMessage(page)).toHaveText(success);
      await expectFocusShown(page);
      const sent = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.coverLetter));
      const profile = accountOf(page);
      expect(writtenMessage(sent, locale, 'career')).toBe(input.coverLetter);
      const reference = /MR-\w{6}/.exec(String(sent.fields['text']))?.[0] ?? '';
      expect(sent.fields).toMatchObject(
        officeCopy('career', { ...input, fullName: profile.name, email: profile.email }, { account: profile.email, reference, locale }),
      );
    });

    oneLanguage.test('on a phone, the menu opens with Enter and closes with Escape, focus back on its button', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(localizedPath('home', locale));
      const toggle = page.getByRole('button', { name: site.navigation.menuButton });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      const coverage = page
        .getByRole('navigation', { name: site.navigation.label })
        .getByRole('link', { name: site.navigation.pages.coverage });
      await expect(coverage).toBeVisible();
      await tabTo(page, coverage);
      await page.keyboard.press('Escape');
      await expect(coverage).toBeHidden();
      await expect(toggle).toBeFocused();
      await expectFocusShown(page);
    });

    oneLanguage.test('the FAQ shows all its questions and back, by keyboard', async ({ page }) => {
      const { faq } = loadWords('services', locale);
      await page.goto(localizedPath('services', locale));
      const questions = page.getByRole('region', { name: faq.heading }).getByRole('heading', { level: 3 });
      const shown = await questions.count();
      await tabTo(page, page.getByRole('button', { name: faq.showMore }));
      await page.keyboard.press('Enter');
      await expect(questions).toHaveCount(faq.questions.length);
      const last = faq.questions.at(-1)?.question ?? '';
      // The questions Show More reveals sit above it: back up to the last one.
      await tabTo(page, page.getByRole('button', { name: last }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page.getByText(faq.questions.at(-1)?.answer ?? '')).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: faq.showLess }));
      await page.keyboard.press('Space');
      await expect(questions).toHaveCount(shown);
      await expect(page.getByRole('button', { name: faq.showMore })).toBeFocused();
      await expectFocusShown(page);
    });

    test('the language switch leads to the same page in the other language', async ({ page }) => {
      const other = locales.find((candidate) => candidate !== locale) ?? locale;
      await page.goto(localizedPath('vehicles', locale));
      await tabTo(page, page.getByRole('link', { name: localeFacts[other].name }).first());
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizedPath('vehicles', other)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  });
}
