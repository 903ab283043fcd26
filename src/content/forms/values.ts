/**
 * The values some of the contact form's choices are sent and linked as, apart from the table that
 * uses them (tables.ts), so what carries answers to the form (a "Book this" link, the helper) can
 * name them without the whole table.
 */

/** The subject that asks for a ride, a quote request: choosing it opens the ride details (requirement FORM-SUBJECTS). */
export const quoteRequest = { field: 'subject', is: 'cotizacion' } as const;

/**
 * How the ride goes, the contact form's Trip answers: each is named on the form as the trip mode
 * of /trips that books it (requirement TRIPS), so the owner's words name them.
 */
export const tripKinds = ['oneWay', 'roundTrip', 'roundTripWillCall', 'multipleStops'] as const;
export type TripKind = (typeof tripKinds)[number];

/** What a trip mode of /trips books on the form: a Trip answer, or one of the two questions that go with any trip. */
export const tripBookings = ['oneWay', 'roundTrip', 'roundTripWillCall', 'multipleStops', 'repeats', 'shared'] as const satisfies readonly [
  ...typeof tripKinds,
  string,
  string,
];
export type TripBooking = (typeof tripBookings)[number];

/** The ride details a link may choose (src/forms/booking/answers.ts). */
export const bookableFields = ['trip', 'repeats', 'shared', 'vehicle', 'mobility', 'help', 'companions'] as const;
export type BookableField = (typeof bookableFields)[number];
export type RideAnswers = Partial<Record<BookableField, string | undefined>>;

/** The days a ride can repeat on, Monday first: the values of the contact form's `repeatDays`. */
export const weekDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
