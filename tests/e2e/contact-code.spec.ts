/**
 * Sign-in by a code sent by email (requirement RELAY-CODE), in the local build with the relay: a
 * visitor without a Google account asks for a code, reads it in the email (the local inbox), types
 * it back and sends a message as a signed-in visitor, at a phone's width, by keyboard.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { fillText } from '../../src/components/words/fill-text.ts';
import { loadWords } from '../../src/content/load.ts';
import { codeMinutes, codeTries } from '../../src/forms/sign-in/code-limits.ts';
import { codeFieldWords } from '../../src/forms/sign-in/code-words.ts';
import { locales } from '../../src/i18n/locales.ts';
import { expectNoAccessibilityFindings } from '../support/accessibility-checkers.ts';
import {
  bannerMessage,
  contactField,
  contactSubmit,
  fillContact,
  formsWords,
  inboxMessage,
  openContact,
  signedInText,
  success,
  unique,
} from '../support/contact.ts';
import { localRelaySetting } from '../support/local-relay-settings.ts';
import { tabTo } from '../support/keyboard.ts';
import { oneTapDismiss } from '../support/stand-in.ts';

/** The code the newest email to `email` carries, once it has come. */
async function codeSentTo(page: Page, email: string): Promise<string> {
  const message = await inboxMessage(
    page,
    ({ fields }) =>
      fields['template_id'] === localRelaySetting('EMAILJS_CODE_TEMPLATE_ID') &&
      (fields['template_params'] as Record<string, string>)['to_email'] === email,
    { receipts: true },
  );
  return String((message.fields['template_params'] as Record<string, string>)['code']);
}

for (const locale of locales) {
  const forms = formsWords(locale);
  const code = forms.signIn.code;
  const relayCode = loadWords('contact', locale).relay.code;

  test(`${locale}: without a Google account, a code from the email signs the visitor in, by keyboard at 320 px, and the message goes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await openContact(page, locale);
    // Without a Google account, Google's one-tap card has nothing to offer: it is put away first.
    await page.getByRole('button', { name: oneTapDismiss }).click();
    const offer = page.getByRole('button', { name: code.offer });
    await expect(offer).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, offer);
    await page.keyboard.press('Enter');
    await expect(offer).toHaveAttribute('aria-expanded', 'true');

    const visitor = { name: 'Rosa Díaz', email: `rosa.${unique('code').split(' ')[1] ?? ''}@example.net` };
    const panel = page.locator('#code-sign-in');
    // Its form loads when first asked for.
    await expect(panel.getByLabel(forms.contact.fields.fullName.label)).toBeVisible();
    // Asked for nothing, the fields say what they want.
    await tabTo(page, panel.getByRole('button', { name: code.send }));
    await page.keyboard.press('Enter');
    await expect(panel.getByLabel(forms.contact.fields.fullName.label)).toBeFocused();
    await expect(panel).toContainText(forms.contact.fields.fullName.missing);
    await page.keyboard.type(visitor.name);
    await tabTo(page, panel.getByLabel(forms.contact.fields.email.label));
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Enter');

    const sent = panel.getByText(fillText(code.sent, { email: visitor.email, minutes: codeMinutes }));
    await expect(sent).toBeFocused();
    const codeField = panel.getByLabel(codeFieldWords(code.field).label);
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await expect(panel.getByText(code.newCodeSoon)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expectNoAccessibilityFindings(page);

    const right = await codeSentTo(page, visitor.email);
    const wrong = right === '000000' ? '111111' : '000000';
    await tabTo(page, codeField);
    await page.keyboard.type(wrong);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText(fillText(relayCode.wrong, { left: codeTries - 1 }));
    // The code field keeps the keyboard: the visitor types the code again over the wrong one.
    await expect(codeField).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`${right.slice(0, 3)} ${right.slice(3)}`);
    await page.keyboard.press('Enter');

    // Signed in: the forms open as after Google's sign-in, the name and address filled in.
    await expect(page.getByText(signedInText(locale, visitor.name))).toBeVisible();
    await expect(contactField(page, 'fullName')).toHaveValue(visitor.name);
    await expect(contactField(page, 'email')).toHaveValue(visitor.email);
    const message = unique('by code');
    await fillContact(page, { phone: '239-555-0100', subject: 'consulta', message });
    await contactSubmit(page).click();
    await expect(bannerMessage(page)).toHaveText(success);
    const received = await inboxMessage(page, ({ fields }) => JSON.stringify(fields).includes(message));
    expect(received.fields['replyTo']).toBe(visitor.email);
  });
}
