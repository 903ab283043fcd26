/**
 * Makes the calendar file off the page (AddToCalendar.tsx starts it when "Add to my calendar" is
 * pressed): its code loads only then, apart from the contact page's script, and nothing leaves
 * the device. Answers the request with the file's text, or null where there is none.
 */
import { type CalendarRequest, calendarFile } from './calendar-file';

/** What the page sends: the request, less what the worker knows itself. */
export type CalendarAsk = Omit<CalendarRequest, 'host' | 'now'>;

/** A dedicated worker's own scope, as much of it as is used (the project's types are the page's). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CalendarAsk>) => void) | null;
  postMessage: (file: string | null) => void;
  location: { hostname: string };
};

// The host is the site's as the visitor reached it, read where the worker runs: the build writes
// no address into a script (tests/production/build-output.spec.ts holds every one to the calls allowed).
scope.onmessage = (event) => {
  scope.postMessage(calendarFile({ ...event.data, host: scope.location.hostname, now: Date.now() }));
};
