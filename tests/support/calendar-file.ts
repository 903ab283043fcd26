/**
 * A calendar file read back as calendar programs read it: by Mozilla's ical.js (Thunderbird's
 * parser), each event's fields and its occurrences expanded from its rule, in its own time zone.
 * The unit tests of src/forms/ride-dates/calendar-file.ts and the browser journeys that save the
 * file check against what it gives.
 */
import ICAL from 'ical.js';

/** One event as a calendar program shows it. */
export interface ReadEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  status: string;
  /** Each occurrence, in the event's time zone, with its offset from UTC: "2026-10-26 08:45 -04:00", or "2026-10-26" for a whole day. */
  occurrences: string[];
  /** Each reminder's trigger, as written: "-PT825M". */
  reminders: string[];
}

/** At most this many occurrences are read of one event: more would be a rule that never ends. */
const mostOccurrences = 2000;

function occurrenceText(time: ICAL.Time): string {
  const date = `${String(time.year)}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
  if (time.isDate) return date;
  const clock = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  const offset = time.utcOffset() / 60;
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  return `${date} ${clock} ${sign}${hours}:${String(Math.abs(offset) % 60).padStart(2, '0')}`;
}

/** Every event of a calendar file, its time zones registered first so zoned times read in them. */
export function readCalendar(text: string): ReadEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const occurrences: string[] = [];
    const expansion = event.iterator();
    // Past the last occurrence it gives undefined, which its types leave out.
    const nextOccurrence = (): ICAL.Time | undefined => expansion.next();
    for (let next = nextOccurrence(); next !== undefined; next = nextOccurrence()) {
      occurrences.push(occurrenceText(next));
      if (occurrences.length > mostOccurrences) throw new Error(`${event.uid}: a rule without an end`);
    }
    const text = (name: string) => {
      const value: unknown = component.getFirstPropertyValue(name);
      return typeof value === 'string' ? value : null;
    };
    return {
      uid: event.uid,
      summary: event.summary,
      location: text('location'),
      description: event.description,
      status: text('status') ?? '',
      occurrences,
      reminders: component.getAllSubcomponents('valarm').map((alarm) => String(alarm.getFirstPropertyValue('trigger'))),
    };
  });
}

/** The dates a leg's events ride on ("pickup", "return"), merged and in order: "2026-10-26". */
export function legDates(events: readonly ReadEvent[], leg: string): string[] {
  return events
    .filter((event) => event.uid.split('@')[0]?.split('-').includes(leg) === true)
    .flatMap((event) => event.occurrences.map((occurrence) => occurrence.slice(0, 10)))
    .toSorted();
}
