/**
 * Test data: a repeating round trip with every detail given, the same ride booked for someone
 * else, a one-way ride with two stops, what a visitor types and chooses for them, and the lines the
 * company reads for them in each language. The unit test of the composed message
 * (src/forms/delivery/compose.test.ts), the end-to-end test of the request
 * (tests/e2e/ride-details.spec.ts) and the engines test all check against these.
 */
import { fillText } from '../../src/components/words/fill-text';
import { loadFormsWords } from '../../src/forms/words';
import type { ShownFieldWords } from '../../src/forms/fields/field-words';
import { type CalendarDate, dateValue, datePartName, datePartsOf, readDate } from '../../src/forms/fields/date-time';
import { rideDatesOf, ridePlan } from '../../src/forms/ride-dates/schedule';
import { choicesOf, stopNumber, stopsOf, stopsValue } from '../../src/forms/fields/lists';
import { blankValues, type ContactValues, fieldsOf, rideDetails } from '../../src/content/forms/tables';
import { defaultLocale, type Locale, type OfficeLocale, localeFacts, locales } from '../../src/i18n/locales';
import { type RideAnswers, type TripKind, tripKinds } from '../../src/content/forms/values';

/**
 * A ride on Thursday, December 3, 2037, as the form holds it: the date as its three parts, the
 * times as typed, in three of the shapes a visitor may use; a round trip with waiting that repeats
 * every week on Monday, Wednesday and Friday until March 31, 2038 (the usual dialysis ride). Years
 * ahead of the real today, not only of the tests' own: the engines tests (tests/engines/) cannot
 * set a browser's clock.
 */
export const exampleRide = {
  trip: 'roundTrip',
  repeats: 'yes',
  repeatEvery: 'week',
  repeatDays: 'monday,wednesday,friday',
  repeatEnds: 'onDate',
  repeatUntil: dateValue({ month: '3', day: '31', year: '2038' }),
  shared: 'no',
  pickupDate: dateValue({ month: '12', day: '3', year: '2037' }),
  pickupTime: '8:45 AM',
  appointmentTime: '10:15am',
  returnTime: '13:30',
  pickupAddress: '1234 SE 47th Ter, Cape Coral, FL 33904',
  destination: 'Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
  vehicle: 'medical-van',
  mobility: 'powerWheelchair',
  oxygen: 'yes',
  help: 'doorThroughDoor',
  companions: 'one',
  payer: 'medicareAdvantagePlan',
  driverNotes: 'Gate code 4321.\nTwo steps at the front door.',
} satisfies Partial<ContactValues>;

/**
 * The same ride booked by the staff of the rider's assisted-living facility: who rides, how the
 * writer knows them, where from, and the rider's own phone, typed before the rest.
 */
export const exampleRideForSomeoneElse = {
  rideFor: 'someoneElse',
  riderName: 'María López-Núñez',
  relationship: 'facilityStaff',
  facilityName: 'Sunrise Assisted Living of Cape Coral',
  riderPhone: '(239) 555-0177',
  ...exampleRide,
} satisfies Partial<ContactValues>;

/** A one-way ride with two stops on the way: the lab, then the pharmacy. */
export const exampleRideWithStops = {
  trip: 'multipleStops',
  pickupDate: dateValue({ month: '12', day: '4', year: '2037' }),
  pickupAddress: '1234 SE 47th Ter, Cape Coral, FL 33904',
  stops: stopsValue(['1200 Main St, Fort Myers', 'Walgreens, 4625 Cleveland Ave, Fort Myers']),
  destination: 'Lee Memorial Hospital, 2776 Cleveland Ave, Fort Myers',
} satisfies Partial<ContactValues>;

/**
 * One thing a visitor does: type `keys` into the empty text input or text area named `name`,
 * choose the radio button or tick the checkbox of that name whose value is `choose`, or add a stop
 * to the list named `name` (its Add button, which takes the keyboard to the new field) and type
 * `stop` into it.
 */
export type VisitorInput = { name: string; keys: string } | { name: string; choose: string } | { name: string; stop: string };

/**
 * Every date a ride is for, as the summary counts them and the calendar file holds them: a
 * repeating ride's, as schedule.ts works them out, or the pickup date alone.
 */
export function rideDatesFor(ride: Partial<ContactValues>, locale: Locale): CalendarDate[] {
  const { dateOrder } = localeFacts[locale];
  const plan = ridePlan({ ...blankValues('contact'), ...ride }, dateOrder);
  if (plan !== null) return [...rideDatesOf(plan)];
  const pickup = readDate(datePartsOf(ride.pickupDate ?? ''), dateOrder);
  return pickup.ok && pickup.date !== null ? [pickup.date] : [];
}

/**
 * What a visitor does for a ride (`exampleRide` unless told), in page order, once the ride details
 * are open: a date's parts are typed in the page's order of them (month first in English, day
 * first in Spanish); a field shown by a choice comes after that choice.
 */
export function exampleRideInputs(locale: Locale, ride: Partial<ContactValues> = exampleRide): readonly VisitorInput[] {
  const given: Partial<Record<string, string>> = ride;
  return fieldsOf('contact').flatMap((field): VisitorInput[] => {
    const value = given[field.name];
    if (value === undefined) return [];
    switch (field.control) {
      case 'date': {
        const parts = datePartsOf(value);
        return localeFacts[locale].dateOrder.map((part) => ({ name: datePartName(field.name, part), keys: parts[part] }));
      }
      case 'radios':
        return [{ name: field.name, choose: value }];
      case 'checkboxes':
        return choicesOf(value).map((choice) => ({ name: field.name, choose: choice }));
      case 'stops':
        return stopsOf(value).map((stop) => ({ name: field.name, stop }));
      default:
        return [{ name: field.name, keys: value }];
    }
  });
}

/**
 * How `compose.ts` writes the example rides' dates and times in each language, and a repeating
 * ride's end date: that writing is the behaviour pinned here. The labels and choices around them
 * are the owner's words, read from content.
 */
const writtenOut: Record<OfficeLocale, Partial<Record<keyof ContactValues, string>> & { until: string; lastRide: string }> = {
  en: {
    pickupDate: 'Thursday, December 3, 2037',
    pickupTime: '8:45 AM',
    appointmentTime: '10:15 AM',
    returnTime: '1:30 PM',
    until: '03/31/2038',
    lastRide: 'Wednesday, March 31, 2038',
  },
  es: {
    pickupDate: 'jueves, 3 de diciembre de 2037',
    pickupTime: '8:45 a.m.',
    appointmentTime: '10:15 a.m.',
    returnTime: '1:30 p.m.',
    until: '31/03/2038',
    lastRide: 'miércoles, 31 de marzo de 2038',
  },
};

/**
 * How many rides the example's repeat makes: Thursday, December 3, 2037 (a day not ticked, the
 * first ride all the same), then every Monday, Wednesday and Friday to Wednesday, March 31, 2038.
 */
export const exampleRideCount = 52;

/** The stops ride's date, written out. */
const stopsRideDate: Record<OfficeLocale, string> = { en: 'Friday, December 4, 2037', es: 'viernes, 4 de diciembre de 2037' };

function label(words: ShownFieldWords, value: string): string {
  return words.options?.find((option) => option.value === value)?.label ?? `(no choice "${value}")`;
}

/** A choice's words inside a sentence, as the message writes them: "every week". */
function inSentence(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The example's repeat, as its line says it after the question's label: how often and on which
 * days ("every week on Monday, Wednesday and Friday", the days joined as each language joins a
 * list), then its end ("until 03/31/2038").
 */
function repeatText(
  fields: Readonly<Record<string, ShownFieldWords>>,
  locale: OfficeLocale,
  templates: { repeatLine: string; repeatUntil: string },
) {
  const { repeatEvery, repeatDays } = fields;
  if (repeatEvery === undefined || repeatDays === undefined) return '';
  const [monday = '', wednesday = '', friday = ''] = ['monday', 'wednesday', 'friday'].map((day) => label(repeatDays, day));
  const days = `${monday}, ${wednesday} ${locale === 'en' ? 'and' : 'y'} ${friday}`;
  const line = inSentence(fillText(templates.repeatLine, { every: label(repeatEvery, exampleRide.repeatEvery), days }));
  return `${line}, ${fillText(templates.repeatUntil, { date: writtenOut[locale].until })}`;
}

/** The example's dates, as the line after the repeat's counts them: "Dates: 52 rides, from … to …". */
function datesText(locale: OfficeLocale, words: { lineLabel: string; line: string; rides: string }): string {
  const { pickupDate = '', lastRide } = writtenOut[locale];
  return `${words.lineLabel}: ${fillText(words.line, { rides: fillText(words.rides, { count: exampleRideCount }), first: pickupDate, last: lastRide })}`;
}

/**
 * The forms' words in `locale` with every Trip answer offered, as the examples' trips need: the
 * form offers an answer only while a trip mode books it, and the owner may remove that mode. An
 * answer no mode books is named by its value; where the content offers every one, these are the
 * content's words unchanged.
 */
export function formsWordsWithEveryTrip(locale: Locale): ReturnType<typeof loadFormsWords> {
  const words = loadFormsWords(locale);
  const { trip } = words.contact.fields;
  const options = tripKinds.map((value) => trip.options.find((option) => option.value === value) ?? { value, label: value });
  return { ...words, contact: { ...words.contact, fields: { ...words.contact.fields, trip: { ...trip, options } } } };
}

/**
 * Whether the form offers every Trip answer of `kinds`: it offers one while a trip mode of /trips
 * books it (src/forms/booking/bookable.ts), and the owner may remove that mode. A browser test of
 * what an answer does, or of a ride that takes one, is made only where the content offers it; the
 * first edition offers every one (src/content/required-strings.test.ts).
 */
export function offersTrips(...kinds: readonly TripKind[]): boolean {
  return kinds.every((kind) => tripsOffered.has(kind));
}

/** The Trip answers the form offers, read from the content once: the specs ask at every test they make. */
const tripsOffered: ReadonlySet<string> = new Set(loadFormsWords(defaultLocale).contact.fields.trip.options.map(({ value }) => value));

/** Of a link's answers, those the form takes: a Trip answer no trip mode books is left unchosen (src/forms/booking/answers.ts). */
export function answersOffered(answers: RideAnswers): RideAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([name, value]) => name !== 'trip' || offersTrips(value as TripKind)));
}

/** Whether a visitor can book `ride` here: the form offers its Trip answer, if it has one. */
export function offersRide(ride: Partial<ContactValues>): boolean {
  return offersTrips(...(ride.trip === undefined ? [] : [ride.trip as TripKind]));
}

/**
 * The stops ride's Trip answer, the one that shows the most of the ride details (the list of
 * stops), where the form offers it; nothing where it does not. For the checks of the ride details
 * as drawn (text size, valid HTML), which read whatever the form shows.
 */
export const tripWithStops: Partial<ContactValues> = offersRide(exampleRideWithStops) ? { trip: exampleRideWithStops.trip } : {};

/**
 * What the company reads above the visitor's message for a ride: first whom it is for ("Ride
 * details for María López-Núñez", or "Ride details" when the form does not say), then one
 * "Label: value" line per detail given, in the form's order, each choice by its label, each stop
 * a line of its own ("Stop 2: 1200 Main St, Fort Myers"), the repeat's answers in the repeat's line
 * and its dates counted in the next.
 */
function linesFor(ride: Partial<ContactValues>, locale: OfficeLocale): readonly string[] {
  const words = formsWordsWithEveryTrip(locale);
  const fields: Readonly<Record<string, ShownFieldWords>> = words.contact.fields;
  const heading =
    ride.rideFor === rideDetails.rider.someoneElse && ride.riderName !== undefined
      ? words.rideDetails.headingFor.replace('{name}', ride.riderName)
      : words.rideDetails.heading;
  const details = fieldsOf('contact').flatMap((field) => {
    const value = ride[field.name];
    const fieldWords = fields[field.name];
    if (value === undefined || fieldWords === undefined || field.inLineOf !== undefined) return [];
    if (field.control === 'stops')
      return stopsOf(value).map((stop, index) => `${fillText(fieldWords.item ?? '', { number: stopNumber(index) })}: ${stop}`);
    const shown =
      field.name === 'repeats' && value === 'yes'
        ? repeatText(fields, locale, words.rideDetails)
        : field.name === 'pickupDate' && ride.trip === exampleRideWithStops.trip
          ? stopsRideDate[locale]
          : (writtenOut[locale][field.name] ?? (fieldWords.options === undefined ? value : label(fieldWords, value)));
    const line = `${fieldWords.lineLabel ?? fieldWords.label}: ${shown}`;
    return field.name === 'repeats' && value === 'yes' ? [line, datesText(locale, words.rideDetails.dates)] : [line];
  });
  return [heading, ...details];
}

/** What the company reads for a ride sent from each language's pages: in the language the office reads (locales.ts `officeReads`). */
function linesIn(ride: Partial<ContactValues>): Record<Locale, readonly string[]> {
  return Object.fromEntries(locales.map((locale) => [locale, linesFor(ride, localeFacts[locale].officeReads)])) as Record<
    Locale,
    readonly string[]
  >;
}

/** What the company reads above the visitor's message for `exampleRide`, in each language. */
export const exampleRideLines = linesIn(exampleRide);

/** What the company reads for `exampleRideForSomeoneElse`: who rides first, then the ride. */
export const exampleRideForSomeoneElseLines = linesIn(exampleRideForSomeoneElse);

/** What the company reads for `exampleRideWithStops`: the trip, then each stop on its own line. */
export const exampleRideWithStopsLines = linesIn(exampleRideWithStops);
