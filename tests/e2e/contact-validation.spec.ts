/** The forms' own checks, Reset and the switch between the forms, signed in through the stand-in. */
import type { Page } from '@playwright/test';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { locales } from '../../src/i18n/locales.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import {
  careerField,
  careerInput,
  careerSubmit,
  contactField,
  contactInput,
  contactSubmit,
  draftKeys,
  fillCareer,
  facts,
  fillContact,
  formsWords,
  openContact,
  signIn,
} from '../support/contact.ts';

const { required, experience } = facts.formMessages;

for (const locale of locales) {
  const forms = formsWords(locale);

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);
    test.beforeEach(async ({ page }) => {
      await openContact(page, locale);
      await signIn(page);
    });

    /** The box at the top of the form on show, GOV.UK style: it takes focus and links to each field at fault. */
    function errorSummary(page: Page) {
      return page.getByRole('alert').filter({ hasText: forms.errorSummary.heading });
    }

    /** The summary itself, named by its heading: it takes focus. */
    function errorSummaryBox(page: Page) {
      return page.getByLabel(forms.errorSummary.heading, { exact: true });
    }

    test('contact: an empty form names every missing field, and the summary takes focus', async ({ page }) => {
      await contactField(page, 'fullName').fill('');
      await contactField(page, 'email').fill('   ');
      await contactSubmit(page).click();

      await expect(errorSummary(page)).toContainText(required);
      await expect(errorSummaryBox(page)).toBeFocused();
      for (const name of ['fullName', 'phone', 'email', 'subject', 'message'] as const) {
        const { missing } = forms.contact.fields[name];
        await expect(contactField(page, name)).toHaveAttribute('aria-invalid', 'true');
        // The field's own message, read out with it and prefixed "Error:", is the summary link's words.
        await expect(contactField(page, name)).toHaveAccessibleDescription(new RegExp(`${forms.fieldErrorPrefix} ${missing}`));
        await expect(errorSummary(page).getByRole('link', { name: missing, exact: true })).toBeVisible();
      }
      await expectNoAccessibilityFindings(page);

      // The summary's links take the visitor to each field.
      await errorSummary(page).getByRole('link', { name: forms.contact.fields.message.missing, exact: true }).click();
      await expect(contactField(page, 'message')).toBeFocused();
    });

    oneLanguage.test('contact: white space or invisible characters only count as empty; only those fields are marked', async ({ page }) => {
      const input = contactInput();
      // Zero-width space and joiner, soft hyphen, byte-order mark, a Hangul filler.
      await fillContact(page, { ...input, fullName: '\u200B\u200D\u00AD', message: ' \n \uFEFF\u3164 ' });
      await contactSubmit(page).click();
      await expect(errorSummary(page)).toContainText(required);
      await expect(contactField(page, 'fullName')).toHaveAttribute('aria-invalid', 'true');
      await expect(contactField(page, 'message')).toHaveAttribute('aria-invalid', 'true');
      await expect(contactField(page, 'phone')).not.toHaveAttribute('aria-invalid');
      await expect(contactField(page, 'email')).not.toHaveAttribute('aria-invalid');
    });

    oneLanguage.test(
      'contact: a phone without 10 to 15 digits and an email not shaped name@domain.tld are named, in the page’s words',
      async ({ page }) => {
        await fillContact(page, { ...contactInput(), phone: '555-0100', email: 'ana@example' });
        await contactSubmit(page).click();
        await expect(errorSummaryBox(page)).toBeFocused();
        await expect(errorSummary(page).getByRole('link')).toHaveText([
          forms.contact.fields.phone.invalid,
          forms.contact.fields.email.invalid,
        ]);
        // Neither is a missing field, so the required FORM-REQUIRED message is not shown.
        await expect(errorSummary(page)).not.toContainText(required);
      },
    );

    test('career: missing fields and a bad experience are named together, with the two required messages', async ({ page }) => {
      await page.getByRole('button', { name: forms.switchCareer }).click();
      const input = careerInput();
      await fillCareer(page, { ...input, position: '', experience: '-1' });
      await careerSubmit(page).click();
      await expect(errorSummary(page)).toContainText(required);
      await expect(errorSummary(page)).toContainText(experience);
      await expect(errorSummary(page).getByRole('link')).toHaveText([
        forms.career.fields.position.missing,
        forms.career.fields.experience.invalid,
      ]);
      await expect(careerField(page, 'experience')).toHaveAttribute('aria-invalid', 'true');
      await expect(careerField(page, 'fullName')).not.toHaveAttribute('aria-invalid');
      await expectNoAccessibilityFindings(page);
    });

    for (const typed of ['0x10', '1e3', '2.5.1', 'five']) {
      oneLanguage.test(`career: experience "${typed}" stays as typed and gets the required experience message`, async ({ page }) => {
        await page.getByRole('button', { name: forms.switchCareer }).click();
        await fillCareer(page, { ...careerInput(), experience: '' });
        await careerField(page, 'experience').pressSequentially(typed);
        await expect(careerField(page, 'experience')).toHaveValue(typed);
        await careerSubmit(page).click();
        await expect(errorSummary(page)).toContainText(experience);
        await expect(errorSummary(page)).not.toContainText(required);
        await expect(careerField(page, 'experience')).toHaveValue(typed);
      });
    }

    oneLanguage.test('Reset empties the form on show, its error summary and its draft', async ({ page }) => {
      await contactField(page, 'phone').fill('239-555-0100');
      await contactSubmit(page).click();
      await expect(errorSummary(page)).toBeVisible();
      await page.getByRole('button', { name: forms.reset, exact: true }).click();
      for (const name of ['fullName', 'phone', 'email', 'subject', 'message'] as const) {
        await expect(contactField(page, name)).toHaveValue('');
        await expect(contactField(page, name)).not.toHaveAttribute('aria-invalid');
      }
      await expect(errorSummary(page)).toHaveCount(0);
      expect(await draftKeys(page)).toEqual([]);
      // The other form is untouched.
      await page.getByRole('button', { name: forms.switchCareer }).click();
      await expect(careerField(page, 'fullName')).toHaveValue('Pat Example');
    });

    oneLanguage.test(
      'the switch: the active form’s button is disabled and pressed; typed values wait in the other form',
      async ({ page }) => {
        const contactButton = page.getByRole('button', { name: forms.switchContact });
        const careerButton = page.getByRole('button', { name: forms.switchCareer });
        await expect(contactButton).toBeDisabled();
        await expect(contactButton).toHaveAttribute('aria-pressed', 'true');
        await expect(careerButton).toBeEnabled();
        await expect(page.getByRole('heading', { name: forms.contact.heading })).toBeVisible();
        await contactField(page, 'message').fill('Half-written message');

        await careerButton.click();
        await expect(careerButton).toBeDisabled();
        await expect(careerButton).toHaveAttribute('aria-pressed', 'true');
        await expect(contactButton).toBeEnabled();
        await expect(contactButton).toHaveAttribute('aria-pressed', 'false');
        await expect(page.getByRole('heading', { name: forms.career.heading })).toBeFocused();
        await expect(page.getByRole('heading', { name: forms.contact.heading })).toHaveCount(0);
        // Only the career form's fields, and no file input.
        const career = page.getByRole('form', { name: forms.career.heading });
        expect(await career.evaluate((form: HTMLFormElement) => [...new FormData(form).keys()])).toEqual([
          'fullName',
          'phone',
          'email',
          'position',
          'experience',
          'coverLetter',
        ]);
        await expect(career.locator('input[type="file"]')).toHaveCount(0);

        await contactButton.click();
        await expect(contactField(page, 'message')).toHaveValue('Half-written message');
      },
    );
  });
}
