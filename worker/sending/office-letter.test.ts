/**
 * The office's copy as the relay writes it: the same fields and lines for Cloudflare's email and
 * for EmailJS's template, in the office's language; a subject that names the form, the reference
 * and who wrote; the signed-in address to reply to; a ride request's calendar file, tentative, the
 * rider's own events; and, where it goes late, when it was received.
 */
import { describe, expect, it } from 'vitest';
import { fillText } from '../../src/components/words/fill-text';
import { loadFacts, loadWords } from '../../src/content/load';
import { blankValues, type ContactValues, type FormKind, type FormValues, valuesInPlay } from '../../src/content/forms/tables';
import { loadFormsWords } from '../../src/forms/words';
import { calendarFile } from '../../src/forms/ride-dates/calendar-file';
import { localeFacts, locales, officeWriting } from '../../src/i18n/locales';
import { readCalendar } from '../../tests/support/calendar-file';
import { exampleRide } from '../../tests/support/ride-example';
import { typedContact } from '../../tests/support/form-values';
import { cloudflareEmail, emailjsParams, lateAfterMs, writeOfficeLetter, writtenMoment } from './office-letter';

const now = Date.UTC(2026, 11, 1, 20, 15);
const addresses = { from: 'forms@example.com', to: 'office@example.com' };
const ride: ContactValues = { ...blankValues('contact'), ...typedContact, subject: 'cotizacion', ...exampleRide };

function letter(locale: (typeof locales)[number], values: ContactValues = typedContact, signedIn = 'ana@example.com') {
  return writeOfficeLetter({
    kind: 'contact',
    values: values as FormValues<FormKind>,
    locale,
    reference: 'MR-7KQ4PX',
    signedIn,
    host: 'rides.example.com',
    now,
  });
}

describe('the office’s copy', () => {
  it.each(locales)('is written in the language the office reads, from a %s page, with the lines above the message', (locale) => {
    const { officeReads, fullName } = localeFacts[locale];
    const office = { relay: loadWords('contact', officeReads).relay, forms: loadFormsWords(officeReads) };
    const email = cloudflareEmail(letter(locale), { receivedAt: now, now }, addresses);
    expect(email).toMatchObject({ ...addresses, replyTo: 'ana@example.com' });
    expect(email.subject).toBe(fillText(office.relay.office.subject.contact, { reference: 'MR-7KQ4PX', name: typedContact.fullName }));
    const { fields } = office.forms.contact;
    const subject = fields.subject.options.find((option) => option.value === typedContact.subject)?.label ?? '';
    expect(email.text).toBe(
      [
        ...(officeReads === locale ? [] : [`${office.forms.languageLine}: ${fullName}`]),
        `${office.relay.signedInAs}: ana@example.com`,
        `${office.forms.referenceLine}: MR-7KQ4PX`,
        '',
        `${fields.fullName.label}: ${typedContact.fullName}`,
        `${fields.phone.label}: ${typedContact.phone}`,
        `${fields.email.label}: ${typedContact.email}`,
        `${fields.subject.label}: ${subject}`,
        `${fields.message.label}: ${typedContact.message}`,
      ].join('\n'),
    );
    expect(email.attachments).toBeUndefined();
  });

  it('gives EmailJS’s template the same fields, the same lines above the message, and the address to reply to', () => {
    const written = letter('ht', { ...typedContact, email: 'daughter@example.com' });
    const { relay, forms } = { relay: loadWords('contact', 'en').relay, forms: loadFormsWords('en') };
    expect(emailjsParams(written, { receivedAt: now, now })).toEqual({
      fullName: typedContact.fullName,
      phone: typedContact.phone,
      email: 'daughter@example.com',
      subject: typedContact.subject,
      message: [
        `${forms.languageLine}: ${localeFacts.ht.fullName}`,
        `${relay.signedInAs}: ana@example.com`,
        `${relay.typedEmail}: daughter@example.com`,
        `${forms.referenceLine}: MR-7KQ4PX`,
        '',
        typedContact.message,
      ].join('\n'),
      reply_to: 'ana@example.com',
    });
  });

  it('carries a ride request’s calendar file: tentative, the events the rider’s own file holds', () => {
    const email = cloudflareEmail(letter('es', ride), { receivedAt: now, now }, addresses);
    const [file] = email.attachments ?? [];
    expect(file).toMatchObject({ disposition: 'attachment', filename: 'MR-7KQ4PX.ics', type: 'text/calendar; charset=utf-8' });
    const text = new TextDecoder().decode(file?.content);
    const riders = calendarFile({
      values: valuesInPlay('contact', ride),
      reference: 'MR-7KQ4PX',
      words: { ...loadFormsWords('es').confirmation.calendar, reference: loadFormsWords('es').confirmation.reference },
      language: localeFacts.es,
      phone: loadFacts().company.phone.display,
      host: 'rides.example.com',
      now,
    });
    const events = (calendar: string) => readCalendar(calendar).map(({ uid, status, occurrences }) => ({ uid, status, occurrences }));
    expect(events(text)).toEqual(events(riders ?? ''));
    expect(events(text).every(({ status }) => status === 'TENTATIVE')).toBe(true);
    // The office reads the events in its own words, the dates read in the order the page asked for them.
    expect(officeWriting('es').dateOrder).toEqual(localeFacts.es.dateOrder);
  });

  it('says when it was received where it goes late, and the month’s notice where one is due', () => {
    const written = letter('en');
    const { relay } = loadWords('contact', 'en');
    const late = cloudflareEmail(written, { receivedAt: now, now: now + lateAfterMs + 1, notice: { left: 100, plan: 200 } }, addresses);
    expect(late.text.split('\n').slice(0, 2)).toEqual([
      `${relay.sendingLeft}: 100 / 200`,
      `${relay.office.receivedAt}: ${writtenMoment(now, localeFacts.en)}`,
    ]);
    expect(writtenMoment(now, localeFacts.en)).toBe('Tuesday, December 1, 2026, 3:15 PM');
    expect(cloudflareEmail(written, { receivedAt: now, now: now + lateAfterMs }, addresses).text).not.toContain(relay.office.receivedAt);
  });
});
