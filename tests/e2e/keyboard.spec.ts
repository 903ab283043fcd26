/**
 * Keyboard-only journeys, with no mouse: a visitor who uses Tab, Enter, Space, Escape and typing
 * books a ride, applies for a job, works the phone menu and the FAQ and changes language; at every
 * stop the focused element shows a focus ring and is not hidden (see keyboard.ts).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { loadWords } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import {
  bannerMessage,
  careerField,
  careerInput,
  careerSubmit,
  contactChoice,
  contactField,
  contactInput,
  contactSubmit,
  formsWords,
  inboxMessage,
  success,
} from '../support/contact.ts';
import { waitForIslands } from '../support/islands.ts';
import { expectFocusShown, tabTo } from '../support/keyboard.ts';
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

for (const locale of locales) {
  const site = loadWords('site', locale);
  const forms = formsWords(locale);
  const profile = { name: `Keyboard Visitor ${locale}`, email: `keys-${locale}@example.com` };

  /** Tabs to the sign-in stand-in's button and signs in through its dialog, typing name and e-mail. */
  async function signInByKeyboard(page: Page): Promise<void> {
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
      await page.goto(localizedPath('home', locale));
      await tabTo(page, page.getByRole('link', { name: site.navigation.bookNow.label }).first());
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localizedPath('contact', locale)}$`));
      await waitForIslands(page);

      await signInByKeyboard(page);

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
      await expectFocusShown(page);
      const sent = await inboxMessage(page, (message) => JSON.stringify(message.fields).includes(input.message));
      const { pickupTime, mobility } = forms.contact.fields;
      const walks = mobility.options.find((option) => option.value === 'walks')?.label ?? '';
      const nineThirty = { en: '9:30 AM', es: '9:30 a.m.' }[locale];
      expect(sent.fields['template_params']).toEqual({
        fullName: profile.name,
        phone: input.phone,
        email: profile.email,
        subject: input.subject,
        message: `${forms.rideDetails.heading}\n${pickupTime.label}: ${nineThirty}\n${mobility.label}: ${walks}\n\n${input.message}`,
      });
    });

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
      expect(sent.fields).toMatchObject({ ...input, fullName: profile.name, email: profile.email });
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
