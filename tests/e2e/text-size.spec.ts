/**
 * Larger text and wider spacing (WCAG 1.4.4 and 1.4.12) in the states a visitor opens, at 320 px
 * with the browser's text at 24 px and WCAG's text spacing: no text cut off by a box that clips
 * it or by the screen's edge, no two runs of text overlapping, nothing scrolling sideways. (Every
 * page as it loads, at 320, 375 and 1280 px: every-page.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForIslands } from '../support/islands.ts';
import { addVisitorStyle, textProblems, textSpacing } from '../support/readings/layout.ts';
import { loadWords } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { contactDatePart, contactField, contactForm, contactSubmit, fillContact, formsWords, signIn, unique } from '../support/contact.ts';
import { tripWithStops } from '../support/ride-example.ts';
import { codeFieldWords } from '../../src/forms/sign-in/code-words.ts';
import { oneTapDismiss } from '../support/stand-in.ts';

test.describe('24 px text and WCAG text spacing, in the states a visitor opens', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  async function largeSpacedText(page: Page, path: string) {
    const session = await page.context().newCDPSession(page);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await addVisitorStyle(page, textSpacing);
  }

  for (const locale of locales) {
    const { navigation } = loadWords('site', locale);
    const { faq } = loadWords('services', locale);
    const checker = loadWords('zipChecker', locale);

    test(`${locale}: the open menu, the whole FAQ with its answers and the ZIP checker's answers`, async ({ page }) => {
      await largeSpacedText(page, localizedPath('home', locale));
      await page.getByRole('button', { name: navigation.menuButton }).click();
      await expect(page.locator('[popover]')).toBeVisible();
      expect(await textProblems(page, '[popover]'), 'the open menu').toEqual([]);

      await largeSpacedText(page, localizedPath('services', locale));
      await page.getByRole('button', { name: faq.showMore }).click();
      for (const { question } of faq.questions) await page.getByRole('button', { name: question }).click();
      await expect(page.getByText(faq.questions.at(-1)?.answer ?? '')).toBeVisible();
      expect(await textProblems(page), 'the whole FAQ, every answer open').toEqual([]);

      await largeSpacedText(page, localizedPath('coverage', locale));
      const region = page.getByRole('region', { name: checker.heading });
      await region.scrollIntoViewIfNeeded();
      for (const typed of ['34142', 'Orlando']) {
        await region.getByRole('textbox', { name: checker.label }).fill(typed);
        await region.getByRole('button', { name: checker.submit }).click();
        await expect(region.getByRole('status').getByRole('link')).toBeVisible();
        expect(await textProblems(page), `the checker's answer to ${typed}`).toEqual([]);
      }
    });

    test(`${locale}: sign-in by a code, its fields at fault and its code asked for`, async ({ page }) => {
      const forms = formsWords(locale);
      const { code } = forms.signIn;
      await largeSpacedText(page, localizedPath('contact', locale));
      await waitForIslands(page);
      await page.getByRole('button', { name: oneTapDismiss }).click();
      await page.getByRole('button', { name: code.offer }).click();
      const panel = page.locator('#code-sign-in');
      await panel.getByRole('button', { name: code.send }).click();
      await expect(panel.getByText(forms.contact.fields.fullName.missing)).toBeVisible();
      expect(await textProblems(page, '#code-sign-in'), 'its fields at fault').toEqual([]);
      await panel.getByLabel(forms.contact.fields.fullName.label).fill('Rosa Díaz');
      await panel.getByLabel(forms.contact.fields.email.label).fill(`rosa.${unique('text').split(' ')[1] ?? ''}@example.net`);
      await panel.getByRole('button', { name: code.send }).click();
      await expect(panel.getByLabel(codeFieldWords(code.field).label)).toBeVisible();
      expect(await textProblems(page, '#code-sign-in'), 'where the code went, and its field').toEqual([]);
    });

    test(`${locale}: the contact form's ride details, open and at fault`, async ({ page }) => {
      const forms = formsWords(locale);
      await largeSpacedText(page, localizedPath('contact', locale));
      await waitForIslands(page);
      await signIn(page);
      await contactField(page, 'subject').selectOption('cotizacion');
      await fillContact(page, { ...tripWithStops, repeats: 'yes' });
      if (tripWithStops.trip !== undefined) await contactForm(page).getByRole('button', { name: forms.contact.fields.stops.add }).click();
      await contactDatePart(page, localeFacts[locale].dateOrder[0]).pressSequentially('12');
      await contactSubmit(page).click();
      await expect(page.getByText(forms.contact.fields.pickupDate.errors.format).first()).toBeVisible();
      expect(await textProblems(page), 'the ride details, a repeat and a stop, with errors').toEqual([]);
    });

    test(`${locale}: "Which ride fits?" answered`, async ({ page }) => {
      const helper = loadWords('rideHelper', locale);
      await largeSpacedText(page, localizedPath('vehicles', locale));
      const region = page.getByRole('region', { name: helper.heading });
      await region.scrollIntoViewIfNeeded();
      for (const group of await region.getByRole('group').all()) await group.getByRole('radio').last().check();
      await expect(region.getByRole('link', { name: helper.suggestion.book })).toBeVisible();
      expect(await textProblems(page), 'the helper and its suggestion').toEqual([]);
    });
  }
});
