/** Shared steps for the contact-page specs: content, stand-in config, signing in, filling, the local inbox. */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { expect, type Page, type Request } from '@playwright/test';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { loadFormsWords } from '../../src/forms/words.ts';
import { type CareerValues, type ContactValues, fieldsOf } from '../../src/content/forms/tables.ts';
import { type DatePart, type Locale, localeFacts } from '../../src/i18n/locales.ts';
import { datePartsOf } from '../../src/forms/fields/date-time.ts';
import type { VisitorInput } from './ride-example.ts';
import type { InboxMessage } from '../../stand-ins/inbox.ts';
import { expectNoAccessibilityFindings } from './accessibility-checkers.ts';
import { waitForIslands } from './islands.ts';
import { localeOfPath } from './site-routes.ts';
import { standInButton, standInDialog } from './stand-in.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { localRelaySetting } from './local-relay-settings.ts';
import { fillText } from '../../src/components/words/fill-text.ts';

/** The company's facts: phone, email. */
export const facts = loadFacts();

/** The forms' words in a language, from content: labels and such. The required messages are facts (`facts.formMessages`). */
export function formsWords(locale: Locale) {
  return loadFormsWords(locale);
}

/** The words of the forms on the page shown, in its language. */
function formsOn(page: Page) {
  return formsWords(localeOfPath(new URL(page.url()).pathname));
}

/** The success banner (BANNER-SUCCESS; its words pinned once, in src/content/required-strings.test.ts). */
export const success = facts.formMessages.success;

/** The local build sends both forms to the relay (`.env.standin` PUBLIC_FORMS_RELAY), the site's Worker run locally. */
const standInSettings = parseEnv(readFileSync('.env.standin', 'utf8'));
export const relayUrl = `**${standInSettings['PUBLIC_FORMS_RELAY'] ?? '/api/send'}`;

/** The client id the local build's sign-in asks for, which the Google stand-in signs credentials for. */
export const standInClientId = standInSettings['PUBLIC_GOOGLE_CLIENT_ID'] ?? '';

/** What the relay answered a message it sent. */
export interface RelaySentAnswer {
  reference: string;
  received: { label: string; value: string }[];
  copyTo: string;
  /** For a message the relay keeps to pass on later: when the office sees it, in the page's words. */
  late: string | null;
}

/** The labelled lines above an office copy's fields, in the language the office reads, as the relay writes them. */
function relayLines(
  fields: Readonly<Record<string, string>>,
  { account, reference, locale }: { account: string; reference: string; locale: Locale },
) {
  const { officeReads, fullName } = localeFacts[locale];
  const words = formsWords(officeReads);
  const { signedInAs, typedEmail } = loadWords('contact', officeReads).relay;
  const typed = fields['email'] ?? '';
  return [
    ...(officeReads === locale ? [] : [`${words.languageLine}: ${fullName}`]),
    `${signedInAs}: ${account}`,
    ...(typed.toLowerCase() === account.toLowerCase() ? [] : [`${typedEmail}: ${typed}`]),
    `${words.referenceLine}: ${reference}`,
  ];
}

/**
 * What the office receives for a form by Cloudflare's email, as local mode's Worker sends it (its
 * copy in the local inbox): from and to the Worker's addresses, the account's address to reply to,
 * a subject naming the form, the reference and who wrote; plain text, the relay's lines above each
 * field as the receipt writes it, in the language the office reads (from a Kreyòl page under
 * "Language: Kreyòl ayisyen"). The ride details are in the message already, as `fields` has it.
 */
export function officeCopy(
  form: 'contact' | 'career',
  fields: Readonly<Record<string, string>>,
  sent: { account: string; reference: string; locale: Locale },
) {
  const { officeReads } = localeFacts[sent.locale];
  const words = formsWords(officeReads)[form].fields as Record<
    string,
    { label: string; options?: readonly { value: string; label: string }[] }
  >;
  const received = fieldsOf(form)
    .filter((row) => row.section === undefined)
    .map((row) => {
      const value = (fields[row.name] ?? '').trim();
      const { label, options } = words[row.name] ?? { label: row.name };
      const shown = options?.find((option) => option.value === value)?.label ?? value;
      return shown.includes('\n') ? `${label}:\n${shown}` : `${label}: ${shown}`;
    });
  return {
    from: localRelaySetting('OFFICE_EMAIL_FROM'),
    to: localRelaySetting('OFFICE_EMAIL_TO'),
    replyTo: sent.account,
    subject: fillText(loadWords('contact', officeReads).relay.office.subject[form], {
      reference: sent.reference,
      name: (fields['fullName'] ?? '').trim(),
    }),
    text: `${relayLines(fields, sent).join('\n')}\n\n${received.join('\n')}`,
  };
}

/**
 * The lines the page writes above a message it sends straight to EmailJS (no relay), in the
 * language the office reads (from a Kreyòl page, first "Language: Kreyòl ayisyen"; then the
 * reference), and the blank line under them; `lineBreak` as the message travels.
 */
export function pageLines(locale: Locale, reference: string, lineBreak = '\n'): string {
  const { officeReads, fullName } = localeFacts[locale];
  const words = formsWords(officeReads);
  const language = officeReads === locale ? [] : [`${words.languageLine}: ${fullName}`];
  return [...language, `${words.referenceLine}: ${reference}`, '', ''].join(lineBreak);
}

/**
 * The message or cover letter of the office's copy the relay sent, checked to open with the lines
 * it writes in the language the office reads (from a Kreyòl page, first "Language: Kreyòl
 * ayisyen"; then the signed-in address, the reference): what the words and the visitor made of it.
 */
export function writtenMessage(sent: InboxMessage, locale: Locale, form: 'contact' | 'career' = 'contact'): string {
  const { officeReads, fullName } = localeFacts[locale];
  const text = String(sent.fields['text']);
  const lines = text.split('\n');
  if (officeReads !== locale) expect(lines.shift()).toBe(`${formsWords(officeReads).languageLine}: ${fullName}`);
  const [signedIn = '', reference = '', blank] = lines;
  expect(signedIn.startsWith(`${loadWords('contact', officeReads).relay.signedInAs}: `), signedIn).toBe(true);
  expect(reference).toMatch(new RegExp(`^${formsWords(officeReads).referenceLine}: MR-\\w{6}$`));
  expect(blank).toBe('');
  const target = form === 'contact' ? 'message' : 'coverLetter';
  const { label } = (formsWords(officeReads)[form].fields as Record<string, { label: string }>)[target] ?? { label: target };
  const at = text.lastIndexOf(`\n${label}:`);
  expect(at, `${label} in the office's copy`).toBeGreaterThan(0);
  return text.slice(at + label.length + 2).replace(/^[ \n]/, '');
}

/** The relay's answer to the page's next message, once it comes. */
export async function relayAnswer(page: Page): Promise<RelaySentAnswer> {
  const response = await page.waitForResponse(
    (candidate) => candidate.url().endsWith('/api/send') && candidate.request().method() === 'POST',
  );
  return (await response.json()) as RelaySentAnswer;
}

/** Different for every call, so parallel tests find their own messages in the shared inbox. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** Opens the contact page in a language (or, `go` false, waits on the one open), its forms ready. */
export async function openContact(page: Page, locale: Locale, go = true): Promise<void> {
  if (go) await page.goto(localizedPath('contact', locale));
  await waitForIslands(page);
}

export interface TestAccount {
  name: string;
  email: string;
}

/** Each page's own Google account, unless a test names one: the relay limits the messages of one account (RELAY-LIMIT). */
const pageAccounts = new WeakMap<Page, TestAccount>();

/** The account `signIn` uses on a page: the same through reloads, another on every new page. */
export function accountOf(page: Page): TestAccount {
  let account = pageAccounts.get(page);
  if (account === undefined) {
    account = { name: 'Pat Example', email: `pat.${unique('account').split(' ')[1] ?? ''}@example.com` };
    pageAccounts.set(page, account);
  }
  return account;
}

/** Signs in through the stand-in's own dialog, as a visitor would; gives back the account. */
export async function signIn(page: Page, profile: TestAccount = accountOf(page)): Promise<TestAccount> {
  await page.getByRole('button', { name: standInButton }).click();
  const dialog = page.getByRole('dialog', { name: standInDialog });
  await dialog.getByLabel('Name').fill(profile.name);
  await dialog.getByLabel('Email').fill(profile.email);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: formsOn(page).signIn.heading })).toBeHidden();
  return profile;
}

/** Each form, by its heading; both stay in the page, the one not on show hidden. */
export function contactForm(page: Page) {
  return page.getByRole('form', { name: formsOn(page).contact.heading, includeHidden: true });
}

export function careerForm(page: Page) {
  return page.getByRole('form', { name: formsOn(page).career.heading, includeHidden: true });
}

/** A field of a form, by its visible label; a set of radios or a date's parts, by its legend. */
export function contactField(page: Page, name: keyof ContactValues) {
  const { label } = formsOn(page).contact.fields[name];
  const control = fieldsOf('contact').find((row) => row.name === name)?.control;
  if (control === 'radios') return contactForm(page).getByRole('radiogroup', { name: label, exact: true });
  if (control === 'date') return contactForm(page).getByRole('group', { name: label, exact: true });
  return contactForm(page).getByLabel(label, { exact: true });
}

/** One part of the pickup date, by its visible label in the page's language ("Month", "Mes"). */
export function contactDatePart(page: Page, part: DatePart) {
  return contactField(page, 'pickupDate').getByRole('textbox', { name: formsOn(page).contact.fields.pickupDate.parts[part], exact: true });
}

/**
 * Does what a visitor does, in order (exampleRideInputs): fills each `keys` in, chooses or ticks
 * each `choose`, and for each `stop` presses "Add a stop" and puts the stop into the field it adds,
 * which has the keyboard. Typing key by key is the keyboard journeys' (keyboard.spec.ts) and the
 * engines'.
 */
export async function doInputs(page: Page, inputs: readonly VisitorInput[]): Promise<void> {
  for (const input of inputs) {
    const named = contactForm(page).locator(`[name="${input.name}"]`);
    if ('choose' in input) await named.and(page.locator(`[value="${input.choose}"]`)).check();
    else if ('stop' in input) {
      await contactForm(page)
        .getByRole('button', { name: formsOn(page).contact.fields.stops.add, exact: true })
        .click();
      await page.keyboard.insertText(input.stop);
    } else await named.fill(input.keys);
  }
}

/** One radio button of a ride detail, by its value's label in the page's language. */
export function contactChoice(page: Page, name: keyof ContactValues, value: string) {
  const words: { label: string; options?: readonly { value: string; label: string }[] } = formsOn(page).contact.fields[name];
  const label = (words.options ?? []).find((option) => option.value === value)?.label ?? `no choice "${value}" for ${name}`;
  return contactField(page, name).getByRole('radio', { name: label, exact: true });
}

export function careerField(page: Page, name: keyof CareerValues) {
  return careerForm(page).getByLabel(formsOn(page).career.fields[name].label, { exact: true });
}

/** The contact form's five fields (FORM-CONTACT-FIELDS), which the EmailJS template receives. */
export type ContactMessage = Pick<ContactValues, 'fullName' | 'phone' | 'email' | 'subject' | 'message'>;

export function contactInput(): ContactMessage {
  const id = unique('contact');
  return {
    fullName: `Ana Pérez ${id}`,
    phone: '239-555-0100',
    // An address of its own: a fault the EmailJS stand-in plays for one address (EmailJS down)
    // then touches no other test's message.
    email: `ana.${id.replace(' ', '.')}@example.com`,
    subject: 'cotizacion',
    message: `Ride to Lee Memorial, ${id}`,
  };
}

export function careerInput(): CareerValues {
  const id = unique('career');
  return {
    fullName: `Ben Ortiz ${id}`,
    phone: '239-555-0111',
    email: `ben.${id.replace(' ', '.')}@example.com`,
    position: 'Driver',
    experience: '2.5',
    coverLetter: `Ten years on the road, ${id}`,
  };
}

/** Fills the given fields in the form's order (a ride detail's section opens with a quote request, the return time with its trip). */
export async function fillContact(page: Page, input: Partial<ContactValues>): Promise<void> {
  for (const row of fieldsOf('contact')) {
    const value = input[row.name];
    if (value === undefined) continue;
    if (row.control === 'radios') await contactChoice(page, row.name, value).check();
    else if (row.control === 'select') await contactField(page, row.name).selectOption(value);
    else if (row.control === 'date') {
      const parts = datePartsOf(value);
      for (const part of ['month', 'day', 'year'] as const) await contactDatePart(page, part).fill(parts[part]);
    } else await contactField(page, row.name).fill(value);
  }
}

export async function fillCareer(page: Page, input: CareerValues): Promise<void> {
  await careerField(page, 'fullName').fill(input.fullName);
  await careerField(page, 'phone').fill(input.phone);
  await careerField(page, 'email').fill(input.email);
  await careerField(page, 'position').fill(input.position);
  await careerField(page, 'experience').fill(input.experience);
  await careerField(page, 'coverLetter').fill(input.coverLetter);
}

export async function expectContactValues(page: Page, input: ContactMessage): Promise<void> {
  for (const [name, value] of Object.entries(input) as [keyof ContactMessage, string][]) {
    await expect(contactField(page, name)).toHaveValue(value);
  }
}

export async function expectCareerValues(page: Page, input: CareerValues): Promise<void> {
  for (const name of Object.keys(input) as (keyof CareerValues)[]) {
    await expect(careerField(page, name)).toHaveValue(input[name]);
  }
}

export function contactSubmit(page: Page) {
  return page.getByRole('button', { name: formsOn(page).contact.submit });
}

export function careerSubmit(page: Page) {
  return page.getByRole('button', { name: formsOn(page).career.submit });
}

/** The required words that open a banner: success, or 'Error: ' and what went wrong. */
const bannerMessages = new RegExp(`^(${success.replaceAll('.', '\\.')}|Error: .*)$`);

/** The status banner under the form on show, once it holds an outcome or the "still waiting" notice. */
export function banner(page: Page) {
  return page
    .getByRole('status')
    .filter({ has: page.getByText(bannerMessages) })
    .or(waitingNotice(page));
}

/** The notice after 20 seconds without an answer. */
export function waitingNotice(page: Page) {
  return page.getByRole('status').filter({ hasText: formsOn(page).nextSteps.overdue });
}

/** The required words in the banner. */
export function bannerMessage(page: Page) {
  return banner(page).getByText(bannerMessages);
}

/** What stays on the page once a message is sent, by its heading. */
export function confirmation(page: Page, form: 'contact' | 'career' = 'contact') {
  return page.getByRole('region', { name: formsOn(page).confirmation.heading[form] });
}

/** The keys of every draft this site keeps in the tab's sessionStorage. */
export function draftKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('forms-draft:')));
}

/** The line "Signed in as …" above the forms, in the page's language. */
export function signedInLine(page: Page) {
  const before = formsOn(page).signIn.signedInAs.split('{name}')[0] ?? '';
  return page.getByText(new RegExp(`^${before.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** "Signed in as {name}" in a language, with the name put in. */
export function signedInText(locale: Locale, name: string): string {
  return formsWords(locale).signIn.signedInAs.replace('{name}', () => name);
}

/** Signs out with the control beside "Signed in as …". */
export async function signOut(page: Page): Promise<void> {
  const { signIn: words } = formsOn(page);
  await page.getByRole('button', { name: words.signOut }).click();
  await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
}

/** Whether a message in the inbox is a receipt the relay sent a visitor, rather than a message to the company. */
function isReceipt(message: InboxMessage): boolean {
  const params = message.fields['template_params'];
  return typeof params === 'object' && params !== null && 'to_email' in params;
}

/**
 * The local inbox's message to the company whose fields pass `match` (or, `receipts`, a receipt's),
 * once it has arrived; `timeout`, for one the outbox sends only at its next try.
 */
export async function inboxMessage(
  page: Page,
  match: (message: InboxMessage) => boolean,
  { receipts = false, timeout = 5000 } = {},
): Promise<InboxMessage> {
  let found: InboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/__inbox.json');
        const messages = (await response.json()) as InboxMessage[];
        found = messages.find((message) => isReceipt(message) === receipts && match(message));
        return found !== undefined;
      },
      { timeout },
    )
    .toBe(true);
  if (found === undefined) throw new Error('unreachable: the poll above waited for the message');
  return found;
}

/** The receipt the relay sent to a signed-in address for a reference. */
export function receiptOf(page: Page, account: string, reference: string): Promise<InboxMessage> {
  return inboxMessage(
    page,
    ({ fields }) => {
      const params = fields['template_params'] as Record<string, unknown>;
      return params['to_email'] === account && params['reference'] === reference;
    },
    { receipts: true },
  );
}

/** The fields of a multipart request, as the browser sent them. */
export async function multipartFields(request: Request): Promise<Record<string, string>> {
  const body = request.postDataBuffer();
  const contentType = await request.headerValue('content-type');
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  const form = await new Response(body === null ? null : new Uint8Array(body), {
    headers: { 'content-type': contentType ?? '' },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    expect(typeof value, `${name} is text, not a file`).toBe('string');
    fields[name] = value as string;
  }
  return fields;
}

/** Stops the page's clock where it is, so the banner's 3 seconds pass only when a test says so. */
export async function freezeClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Holds the banner with the pointer (its timer waits while the pointer is on it) and lets the
 * clock run again, since axe needs timers; then checks the page with the banner showing.
 */
export async function expectNoAccessibilityFindingsWithBanner(page: Page): Promise<void> {
  await banner(page).hover();
  await page.clock.resume();
  await expectNoAccessibilityFindings(page);
  await expect(banner(page)).toBeVisible();
}

/**
 * Lets the page finish what its last event queued: React renders and runs effects (which set the
 * banner's timer) in MessageChannel tasks, which a paused clock does not hold back. Moving the
 * clock before they ran would move it past timers not yet set.
 */
export async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            resolve();
          };
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Submits with the keyboard, the pointer parked on the fixed header: a pointer left where the
 * banner appears would rightly hold the banner's timer, which tests of its timing must not have.
 */
export async function submitByKeyboard(page: Page, submit: ReturnType<Page['getByRole']>): Promise<void> {
  await page.mouse.move(0, 0);
  await submit.press('Enter');
}
