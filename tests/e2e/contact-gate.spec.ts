/** The sign-in gate over the contact and career forms, in local mode (the stand-in answers for Google). */
import { createHash } from 'node:crypto';
import { expect, takingTurns, test } from '../support/fixtures.ts';
import { locales } from '../../src/i18n/locales.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import {
  careerField,
  careerSubmit,
  contactField,
  contactSubmit,
  facts,
  formsWords,
  openContact,
  signIn,
  signedInLine,
  signedInText,
} from '../support/contact.ts';
import { holdRequests } from '../support/network.ts';
import { oneTapButton, standInButton, standInDialog } from '../support/stand-in.ts';

for (const locale of locales) {
  const forms = formsWords(locale);

  test.describe(locale, () => {
    const oneLanguage = takingTurns(locale);
    test('locked: the panel explains, the fields cannot be used and the submit button is disabled', async ({ page }) => {
      await openContact(page, locale);
      await expect(page.getByRole('heading', { name: forms.signIn.heading })).toBeVisible();
      await expect(page.getByRole('button', { name: standInButton })).toBeVisible();
      // The phone number and email are always on the panel.
      const panel = page.getByRole('region', { name: forms.signIn.heading });
      await expect(panel.getByRole('link', { name: facts.company.phone.display })).toHaveAttribute(
        'href',
        `tel:${facts.company.phone.tel}`,
      );
      await expect(panel.getByRole('link', { name: facts.company.email })).toHaveAttribute('href', `mailto:${facts.company.email}`);

      const name = contactField(page, 'fullName');
      await expect(page.locator('[inert]')).toContainText(forms.contact.heading);
      await expect(contactSubmit(page)).toBeDisabled();
      // Inert: the field takes no focus and no typing.
      expect(await name.evaluate((input) => (input.focus(), document.activeElement === input))).toBe(false);
      await page.keyboard.type('typed while locked');
      await expect(name).toHaveValue('');
      await expectNoAccessibilityFindings(page);
    });

    oneLanguage.test('signing in through the stand-in unlocks and prefills both forms; a typed name is kept', async ({ page }) => {
      // A draft from earlier in the session: this visitor typed a name in the career form. Drafts are
      // kept under the SHA-256 of the account's email, never the email itself.
      const account = createHash('sha256').update('jose@example.com').digest('hex');
      await page.addInitScript((key) => {
        sessionStorage.setItem(key, JSON.stringify({ fullName: 'Typed Name' }));
      }, `forms-draft:${account}:career`);
      await openContact(page, locale);
      await signIn(page, { name: 'José Núñez', email: 'jose@example.com' });

      await expect(page.getByText(signedInText(locale, 'José Núñez'))).toBeVisible();
      await expect(contactSubmit(page)).toBeEnabled();
      await expect(contactField(page, 'fullName')).toHaveValue('José Núñez');
      await expect(contactField(page, 'email')).toHaveValue('jose@example.com');
      await expect(contactField(page, 'phone')).toHaveValue('');
      await expect(page.getByRole('heading', { name: forms.contact.heading })).toBeFocused();
      await contactField(page, 'phone').fill('239-555-0100');
      await expect(contactField(page, 'phone')).toHaveValue('239-555-0100');

      await page.getByRole('button', { name: forms.switchCareer }).click();
      await expect(careerField(page, 'fullName')).toHaveValue('Typed Name');
      await expect(careerField(page, 'email')).toHaveValue('jose@example.com');
      await expect(careerSubmit(page)).toBeEnabled();
      await expectNoAccessibilityFindings(page);
    });

    oneLanguage.test('one-tap: "Continue as" signs in too', async ({ page }) => {
      await openContact(page, locale);
      await page.getByRole('button', { name: oneTapButton }).click();
      await expect(page.getByText(signedInText(locale, 'Pat Example'))).toBeVisible();
      await expect(contactField(page, 'email')).toHaveValue('pat@example.com');
      await expect(contactSubmit(page)).toBeEnabled();
    });

    oneLanguage.test('a failed sign-in is logged to the console and keeps the forms locked', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await openContact(page, locale);
      await page.getByRole('button', { name: standInButton }).click();
      await page.getByRole('dialog', { name: standInDialog }).getByRole('button', { name: 'Fail sign-in' }).click();

      await expect.poll(() => errors.join('\n')).toContain('Sign-in failed');
      await expect(page.getByRole('heading', { name: forms.signIn.heading })).toBeVisible();
      await expect(signedInLine(page)).toHaveCount(0);
      await expect(contactSubmit(page)).toBeDisabled();
      await expect(contactField(page, 'fullName')).toHaveValue('');
      await expect(page.locator('[inert]')).toHaveCount(1);
    });

    oneLanguage.test('when the sign-in script cannot load, the panel says so and offers phone and email', async ({ page }) => {
      await page.route('**/__stand-ins/gsi/client', (route) => route.abort());
      await openContact(page, locale);
      const panel = page.getByRole('region', { name: forms.signIn.heading });
      await expect(panel.getByRole('status')).toHaveText(forms.signIn.failed);
      await expect(panel.getByRole('button', { name: standInButton })).toHaveCount(0);
      await expect(panel.getByRole('link', { name: `${forms.signIn.phoneLabel} ${facts.company.phone.display}` })).toHaveAttribute(
        'href',
        `tel:${facts.company.phone.tel}`,
      );
      await expect(panel.getByRole('link', { name: `${forms.signIn.emailLabel} ${facts.company.email}` })).toHaveAttribute(
        'href',
        `mailto:${facts.company.email}`,
      );
      await expect(contactSubmit(page)).toBeDisabled();
      await expectNoAccessibilityFindings(page);
    });

    oneLanguage.test('the stand-in shows its button and one-tap card only once they are styled', async ({ page }) => {
      // Records each stand-in button's text size at the moment it enters the page, before any paint.
      await page.addInitScript(() => {
        const sizes: string[] = [];
        (window as unknown as { standInSizes: string[] }).standInSizes = sizes;
        new MutationObserver(() => {
          for (const button of document.querySelectorAll<HTMLElement>('.gsi-stand-in-button:not([data-size-seen])')) {
            button.dataset['sizeSeen'] = '';
            sizes.push(`${getComputedStyle(button).fontSize} ${button.textContent}`);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      const stylesheet = await holdRequests(page, '**/__stand-ins/gsi/style');
      await openContact(page, locale);
      await expect.poll(stylesheet.count).toBe(1);
      await expect(page.getByRole('button', { name: standInButton })).toHaveCount(0);
      await stylesheet.release();

      await expect(page.getByRole('button', { name: standInButton })).toBeVisible();
      await expect(page.getByRole('button', { name: oneTapButton })).toBeVisible();
      const sizes = await page.evaluate(() => (window as unknown as { standInSizes: string[] }).standInSizes);
      expect(sizes).toEqual(['18px Sign in with Google (local stand-in)', '18px Continue as Pat Example', '18px Dismiss']);
    });
  });
}
