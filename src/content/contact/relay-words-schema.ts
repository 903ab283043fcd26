/**
 * The words of the forms' relay (worker/, `relay` in src/content/contact/<language>.json): the
 * line it writes at the top of every message, what it answers when it refuses one, and the
 * receipt it emails the visitor. They never reach a page's HTML: the relay sends them back as
 * the banner's words ("Error: " and these), in the language of the form they came from.
 */
import { z } from 'astro/zod';
import { template, text } from '../primitives';

export const relayWordsSchema = z.object({
  /** The first line of every message the company receives, before the address of the Google account that sent it: "Signed in as". */
  signedInAs: text,
  /** What a visitor reads when a message is not sent, after "Error:". */
  refusals: z.object({
    /** The sign-in could not be checked or has run out (after an hour): sign in again, nothing typed is lost. */
    signIn: text,
    /** A message sent from another website than this one. */
    otherSite: text,
    /** What came could not be read as a form. */
    unreadable: text,
    /** Far more than a form holds. */
    tooLarge: text,
    /** A field longer than it may be. Keep {label} and {most}: the field's name and the most characters. */
    tooLong: template('label', 'most'),
    /** An answer the form does not offer. Keep {label}: the field's name. */
    notOffered: template('label'),
    /** One account's messages for the hour are used up. Keep {most} and {wait}: how many, and how long until the next may go. */
    hourLimit: template('most', 'wait'),
    /** One account's messages for the day are used up. Keep {most} and {wait}. */
    dayLimit: template('most', 'wait'),
    /** So many messages at once that this one could not go out within a few seconds. Keep {wait}. */
    busy: template('wait'),
    /** The email service took too long to answer: the message may not have arrived. */
    timedOut: text,
    /** The email service could not be reached at all. */
    unreachable: text,
    /** The relay is missing its settings, or cannot check sign-ins now: call or email instead. */
    unavailable: text,
  }),
  /** How a wait is written inside those words. */
  wait: z.object({
    /** Keep {count}: "{count} seconds". */
    seconds: template('count'),
    /** "1 minute". */
    minute: text,
    /** Keep {count}: "{count} minutes". */
    minutes: template('count'),
    /** "1 hour". */
    hour: text,
    /** Keep {count}: "{count} hours". */
    hours: template('count'),
  }),
  /** The copy emailed to the signed-in address of whoever sent a message. */
  receipt: z.object({
    /** The email's subject. Keep {reference}: "Your message to us, reference {reference}". */
    subject: template('reference'),
    /** Its first lines, above what was sent. */
    intro: text,
  }),
});

export type RelayWords = z.infer<typeof relayWordsSchema>;
