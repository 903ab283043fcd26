/**
 * `src/content/ride-helper/<language>.json`: the words of "Which ride fits?", in the "Not sure"
 * blocks of /vehicles and /trips. Its rules are facts (`rideHelper`); the choices of the questions
 * it shares with the contact form (how the rider gets around, who travels along, whether the ride
 * repeats) are the form's words, so both say the same.
 */
import { z } from 'astro/zod';
import { text } from '../primitives';
import { comeBackAnswers } from './values';

export const rideHelperWordsSchema = z.object({
  /** The helper's heading: "Which ride fits?". */
  heading: text,
  /** One or two sentences under it: answer a few questions, get a suggestion. */
  intro: text,
  /** The question about how the rider gets around; its choices are the contact form's Mobility choices. */
  mobility: text,
  /** The question about who travels along; its choices are the contact form's Companions choices. */
  companions: text,
  /** Whether the rider comes back the same day, and after how long. */
  comeBack: z.object({
    /** The question: "Does the rider come back the same day?". */
    label: text,
    /** One label for each answer, in this order: one way, back within an hour, back after more than an hour. */
    options: z
      .array(
        z.object({
          value: z.enum(comeBackAnswers),
          /** The answer's words. */
          label: text,
        }),
      )
      .length(comeBackAnswers.length, `must have ${String(comeBackAnswers.length)} answers`),
  }),
  /** The question about whether the ride repeats; its choices are the contact form's. */
  repeats: text,
  /** What the helper says once answered. */
  suggestion: z.object({
    /** Over the suggestion: "We suggest". */
    heading: text,
    /** The label before the vehicle. */
    vehicle: text,
    /** The label before the service level. */
    serviceLevel: text,
    /** The label before the trip. */
    trip: text,
    /** Until every question is answered: "Answer every question to see what we suggest." */
    waiting: text,
    /** The link to the contact form with every answer chosen: "Book this ride". */
    book: text,
    /** The button under the questions, for those who finish with a button: it brings the suggestion, or the first question not yet answered, into view. "Show the ride that fits". */
    show: text,
  }),
  /** The list shown with the helper, and in its place without JavaScript: which vehicle suits which rider. */
  fit: z.object({
    /** Its heading: "Which vehicle suits which rider". */
    heading: text,
  }),
});

export type RideHelperWords = z.infer<typeof rideHelperWordsSchema>;
