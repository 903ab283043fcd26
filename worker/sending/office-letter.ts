/**
 * The office's copy of a message, written once by the relay in the office's language and sent by
 * whichever channel carries it (requirement RELAY-OFFICE): Cloudflare's own email, a plain-text
 * email the relay writes itself (a subject naming the form, the reference and who wrote,
 * `Reply-To` the signed-in address, a ride request's calendar file attached), or EmailJS, the same
 * fields and lines in its template's parameters. Both hold the same words: the lines above the
 * message (the language to answer in, the signed-in address, a typed one that differs, the
 * reference), then each field as the receipt has it. Lines only known when it goes are added then
 * (`lateLines`): the month's notice, and when it was received where it goes late.
 */
import { writtenDate, writtenTime } from '../../src/components/words/calendar';
import { fillText } from '../../src/components/words/fill-text';
import { type FieldName, type FormKind, type FormValues, valuesInPlay } from '../../src/content/forms/tables';
import { composedValues } from '../../src/forms/delivery/compose';
import { languageLines, linesGoIn, payloadOf, receivedLines, receivedText, withLinesAbove } from '../../src/forms/delivery/received';
import { calendarFile } from '../../src/forms/ride-dates/calendar-file';
import { type Locale, type LocaleFacts, officeWriting } from '../../src/i18n/locales';
import { isoDate } from '../../src/forms/fields/date-time';
import type { EmailjsMessage } from './emailjs';
import { officeLanguage } from '../words';

/** A labelled line above the message: "Reference: MR-7KQ4PX". */
type Line = readonly [label: string, value: string];

/** The office's copy, as the outbox keeps it until it goes. */
export interface OfficeLetter {
  kind: FormKind;
  /** The page's language: the letter is in the office's (locales.ts `officeReads`). */
  locale: Locale;
  reference: string;
  /** Who wrote, for the subject: the name on the form. */
  name: string;
  /** The lines above the message, as they were when it was received. */
  lines: Line[];
  /** The form's fields as EmailJS's template takes them, the ride details already in the message. */
  payload: [name: string, value: string][];
  /** Where the office's reply goes: the signed-in address, which Google or a code vouched for. */
  replyTo: string;
  /** For a ride request with a pickup date, its calendar file: the rider's own, in the office's words. */
  calendar: string | null;
}

/** What the letter is written from: what the visitor sent, who they are, and where. */
export interface LetterRequest {
  kind: FormKind;
  /** The fields as typed, checked. */
  values: FormValues<FormKind>;
  /** The page's language. */
  locale: Locale;
  reference: string;
  /** The signed-in address. */
  signedIn: string;
  /** The site's host name as the visitor reached it: the calendar events' UIDs, as the rider's file has them. */
  host: string;
  now: number;
}

/** Whether an address typed on the form is the signed-in one, as a mailbox reads it (case aside). */
function sameAddress(typed: string, signedIn: string): boolean {
  return typed.trim().toLowerCase() === signedIn.trim().toLowerCase();
}

/** The form's fields as the office receives them, the ride details written into the message in its words. */
export function officePayload(kind: FormKind, values: FormValues<FormKind>, locale: Locale): [name: string, value: string][] {
  const office = officeLanguage(locale);
  return payloadOf(
    kind,
    composedValues(kind, values, { fields: office.forms[kind].fields, ...office.forms.rideDetails }, officeWriting(locale)),
  );
}

export function writeOfficeLetter({ kind, values, locale, reference, signedIn, host, now }: LetterRequest): OfficeLetter {
  const office = officeLanguage(locale);
  const writing = officeWriting(locale);
  const typed = values as Readonly<Record<FieldName<FormKind>, string>>;
  const lines: Line[] = [
    ...languageLines(locale, office.forms.languageLine),
    [office.relay.signedInAs, signedIn],
    ...(sameAddress(typed.email, signedIn) ? [] : [[office.relay.typedEmail, typed.email] as const]),
    [office.forms.referenceLine, reference],
  ];
  return {
    kind,
    locale,
    reference,
    name: typed.fullName.trim(),
    lines,
    payload: officePayload(kind, values, locale),
    replyTo: signedIn,
    // The rider's file, made as their page makes it (none without a pickup date), in the office's words.
    calendar:
      kind === 'contact'
        ? calendarFile({
            values: valuesInPlay(kind, values),
            reference,
            words: { ...office.forms.confirmation.calendar, reference: office.forms.confirmation.reference },
            language: writing,
            phone: office.company.phone.display,
            host,
            now,
          })
        : null,
  };
}

/** The lines only known as the letter goes: the month's notice, and when it was received where it goes late. */
export interface LateFacts {
  notice?: { left: number; plan: number };
  receivedAt: number;
  now: number;
}

/** A letter that goes more than this after it was received says when it was. */
export const lateAfterMs = 10 * 60_000;

/** Where the company is: a moment is written in its time zone. */
const companyTimeZone = 'America/New_York';

/** A moment's date and time in the company's time zone. */
function companyTime(at: number): { year: number; month: number; day: number; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: companyTimeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour') % 24, minute: part('minute') };
}

/** A moment's day where the company is, as an ISO date: "2026-12-04". */
export function companyDay(at: number): string {
  const { year, month, day } = companyTime(at);
  return isoDate({ year, month, day });
}

/** A moment as the language writes it, in the company's time zone: "Tuesday, December 1, 2026, 3:15 PM". */
export function writtenMoment(at: number, language: LocaleFacts): string {
  const { year, month, day, hour, minute } = companyTime(at);
  return `${writtenDate({ year, month, day }, language)}, ${writtenTime(hour, minute, language)}`;
}

function lateLines(letter: OfficeLetter, late: LateFacts): Line[] {
  const { relay } = officeLanguage(letter.locale);
  return [
    ...(late.notice === undefined ? [] : [[relay.sendingLeft, `${String(late.notice.left)} / ${String(late.notice.plan)}`] as const]),
    ...(late.now - late.receivedAt > lateAfterMs
      ? [[relay.office.receivedAt, writtenMoment(late.receivedAt, officeLanguage(letter.locale).language)] as const]
      : []),
  ];
}

/** The letter as EmailJS's form template takes it: its fields, the lines above the message (or cover letter). */
export function emailjsParams(letter: OfficeLetter, late: LateFacts): EmailjsMessage['template_params'] {
  const target: string = linesGoIn[letter.kind];
  const lines = [...lateLines(letter, late), ...letter.lines];
  return {
    ...Object.fromEntries(letter.payload.map(([name, value]) => [name, name === target ? withLinesAbove(value, lines) : value])),
    reply_to: letter.replyTo,
  };
}

/** The letter as Cloudflare's email sends it (the `send_email` binding's message): plain text, the calendar file attached. */
export interface CloudflareEmail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  attachments?: { disposition: 'attachment'; filename: string; type: string; content: Uint8Array }[];
}

export function cloudflareEmail(letter: OfficeLetter, late: LateFacts, addresses: { from: string; to: string }): CloudflareEmail {
  const office = officeLanguage(letter.locale);
  const received = receivedLines(letter.payload, office.forms[letter.kind].fields);
  const lines = [...lateLines(letter, late), ...letter.lines];
  return {
    ...addresses,
    replyTo: letter.replyTo,
    subject: fillText(office.relay.office.subject[letter.kind], { reference: letter.reference, name: letter.name }),
    text: withLinesAbove(receivedText(received), lines),
    ...(letter.calendar === null
      ? {}
      : {
          attachments: [
            {
              disposition: 'attachment' as const,
              filename: `${letter.reference}.ics`,
              type: 'text/calendar; charset=utf-8',
              // Bytes, not text: the platform reads a string as base64.
              content: new TextEncoder().encode(letter.calendar),
            },
          ],
        }),
  };
}
