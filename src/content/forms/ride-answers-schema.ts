/**
 * The ride answers content names (a service level's "Book this", the helper's rules), checked as
 * the form's own choices: each must be one the form offers, so a link never carries one it cannot show.
 */
import { z } from 'astro/zod';
import { factId } from '../primitives';
import { fieldsOf } from './tables';
import { type BookableField, bookableFields } from './values';

/** What each answer is, for the owner (the fields are made from the form's table, so they carry no comment of their own). */
const described: Record<BookableField, string> = {
  trip: 'The Trip answer chosen: one way, a round trip with waiting, a round trip where we come back when called, or several stops.',
  repeats: 'Whether the ride repeats: "yes" or "no".',
  shared: 'Whether the rider agrees to a shared ride: "yes" or "no".',
  vehicle: 'The vehicle chosen, by the name the company facts know it by.',
  mobility: 'How the rider gets around.',
  help: 'The help the driver gives.',
  companions: 'How many people travel with the rider.',
};

/** A bookable field's choices, from its row in the contact form's table (a vehicle by its id in the facts). */
function choiceOf(field: BookableField) {
  const options = fieldsOf('contact').find((row) => row.name === field)?.options;
  const choice =
    options === undefined ? factId : z.enum(options as [string, ...string[]], { error: `must be one of: ${options.join(', ')}` });
  return choice.optional().describe(described[field]);
}

export const rideAnswersSchema = z.strictObject(
  Object.fromEntries(bookableFields.map((field) => [field, choiceOf(field)])) as unknown as Record<
    BookableField,
    z.ZodOptional<z.ZodType<string>>
  >,
);
