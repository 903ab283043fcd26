/**
 * Ride answers a link carries to the contact form (requirement BOOK-THIS): "Book this" on a card of /trips, /vehicles or
 * /services, and the "Which ride fits?" helper's "Book this ride". Only choices of the ride
 * details travel, never typed text, in the address's query: /contact?trip=roundTrip&vehicle=medical-van.
 * The form applies them over what it holds (a draft's other answers stay), and they can be changed
 * like any answer.
 */

import { bookableFields, quoteRequest, type RideAnswers, type TripBooking, tripKinds } from '../../content/forms/values';

/** The form's field a booking link always carries: the subject, a quote request, which opens the ride details (applied only to a blank subject). */
const subject = quoteRequest;

/** The contact page's address with the answers in its query, after the subject that opens the ride details. */
export function bookingHref(contactPath: string, answers: RideAnswers): string {
  const query = new URLSearchParams({ [subject.field]: subject.is });
  for (const field of bookableFields) {
    const value = answers[field];
    if (value !== undefined) query.set(field, value);
  }
  return `${contactPath}?${query.toString()}`;
}

/** What "Book this trip" on a trip mode's card chooses: its Trip answer, or the question it means. */
export function tripModeAnswers(books: TripBooking): RideAnswers {
  return (tripKinds as readonly string[]).includes(books) ? { trip: books } : { [books]: 'yes' };
}

/**
 * The answers in an address's query that the form offers (`offers`, a field's choices): an answer
 * it does not offer, from an old or a hand-made link, is left out. Null while a field the query
 * names has no choices yet (`offers` gives undefined: its words have not come), for the form to
 * wait rather than drop the answer for good.
 */
export function answersIn(search: string, offers: (field: string) => readonly string[] | undefined): Record<string, string> | null {
  const query = new URLSearchParams(search);
  const answers: Record<string, string> = {};
  for (const field of [subject.field, ...bookableFields]) {
    const value = query.get(field);
    if (value === null) continue;
    const choices = offers(field);
    if (choices === undefined) return null;
    if (choices.includes(value)) answers[field] = value;
  }
  return answers;
}
