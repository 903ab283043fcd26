/** The forms' own checks, Reset and the switch between the forms, signed in through the stand-in. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  careerField,
  careerInput,
  careerSubmit,
  contactField,
  contactInput,
  contactSubmit,
  fillCareer,
  fillContact,
  forms,
  openContact,
  signIn,
} from './contact-helpers.ts';

const required = 'Complete todos los campos obligatorios.';
const experience = 'La experiencia debe ser un número válido y positivo.';

test.beforeEach(async ({ page }) => {
  await openContact(page);
  await signIn(page);
});

function errorSummary(page: import('@playwright/test').Page) {
  return page.getByRole('alert').filter({ hasText: forms.errorSummary.heading });
}

test('contact: an empty form names every missing field and focuses the first', async ({ page }) => {
  await contactField(page, 'fullName').fill('');
  await contactField(page, 'email').fill('   ');
  await contactSubmit(page).click();

  await expect(errorSummary(page)).toContainText(required);
  for (const name of ['fullName', 'phone', 'email', 'subject', 'message'] as const) {
    await expect(contactField(page, name)).toHaveAttribute('aria-invalid', 'true');
    await expect(errorSummary(page).getByRole('link', { name: forms.contact.fields[name].label, exact: true })).toBeVisible();
  }
  await expect(contactField(page, 'fullName')).toBeFocused();
  await expectNoAxeViolations(page);

  // The summary's links take the visitor to each field.
  await errorSummary(page).getByRole('link', { name: forms.contact.fields.message.label, exact: true }).click();
  await expect(contactField(page, 'message')).toBeFocused();
});

test('contact: whitespace only counts as empty; only that field is marked', async ({ page }) => {
  const input = contactInput();
  await fillContact(page, { ...input, message: ' \n  ' });
  await contactSubmit(page).click();
  await expect(errorSummary(page)).toContainText(required);
  await expect(contactField(page, 'message')).toHaveAttribute('aria-invalid', 'true');
  await expect(contactField(page, 'message')).toBeFocused();
  await expect(contactField(page, 'fullName')).not.toHaveAttribute('aria-invalid');
});

test('career: a missing field first, then a negative or unreadable experience', async ({ page }) => {
  await page.getByRole('button', { name: forms.switchCareer }).click();
  const input = careerInput();
  await fillCareer(page, { ...input, position: '', experience: '-1' });
  await careerSubmit(page).click();
  await expect(errorSummary(page)).toContainText(required);
  await expect(errorSummary(page)).not.toContainText(experience);
  await expect(careerField(page, 'position')).toBeFocused();

  await careerField(page, 'position').fill(input.position);
  await careerSubmit(page).click();
  await expect(errorSummary(page)).toContainText(experience);
  await expect(careerField(page, 'experience')).toHaveAttribute('aria-invalid', 'true');
  await expect(careerField(page, 'position')).not.toHaveAttribute('aria-invalid');
  await expect(careerField(page, 'experience')).toBeFocused();
  await expectNoAxeViolations(page);

  // Text the number field cannot read ("1e" is not a number yet) is not "empty": it is not a number.
  await careerField(page, 'experience').fill('');
  await careerField(page, 'experience').pressSequentially('1e');
  await careerSubmit(page).click();
  await expect(errorSummary(page)).toContainText(experience);
  await expect(careerField(page, 'experience')).toBeFocused();
});

test('Reset empties the form on show, its error summary and its draft', async ({ page }) => {
  await contactField(page, 'phone').fill('239-555-0100');
  await contactSubmit(page).click();
  await expect(errorSummary(page)).toBeVisible();
  await page.getByRole('button', { name: forms.reset }).click();
  for (const name of ['fullName', 'phone', 'email', 'subject', 'message'] as const) {
    await expect(contactField(page, name)).toHaveValue('');
    await expect(contactField(page, name)).not.toHaveAttribute('aria-invalid');
  }
  await expect(errorSummary(page)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('contact-page-draft:contact'))).toBeNull();
  // The other form is untouched.
  await page.getByRole('button', { name: forms.switchCareer }).click();
  await expect(careerField(page, 'fullName')).toHaveValue('Pat Example');
});

test('the switch: the active form’s button is disabled and pressed; typed values wait in the other form', async ({ page }) => {
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
});
