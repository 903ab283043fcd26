/**
 * The words of the forms' relay (worker/, `relay` in src/content/contact/<language>.json): the
 * line it writes at the top of every message, what it answers when it refuses one, and the
 * receipt it emails the visitor. They never reach a page's HTML: the relay sends them back as
 * the banner's words ("Error: " and these), in the language of the form they came from.
 */
import { z } from 'astro/zod';
import { template, text } from '../primitives';

export const relayWordsSchema = z.object({
  /**
   * The first line of every message the company receives, before the address of the account that
   * sent it (Google's, or one a code by email confirmed): "Signed in as".
   */
  signedInAs: text,
  /**
   * The line above it when the address typed on the form is another than the signed-in one, before
   * the typed address: the office's reply goes to the signed-in one.
   */
  typedEmail: text,
  /**
   * The line at the top of the office's next message once half, and once four fifths, of the
   * month's sending is spent, before "100 / 200": how many emails the site can still send this month.
   */
  sendingLeft: text,
  /** What a visitor reads when a message is not sent, after "Error:". */
  refusals: z.object({
    /** The sign-in has run out (after an hour): sign in again, nothing typed is lost. */
    signIn: text,
    /** A sign-in by code that no longer works, for any reason (run out, the website's key changed): ask for a new code; nothing typed is lost. */
    codeLapsed: text,
    /**
     * A sign-in that can never pass here (one for another site, or altered on its way): sign in
     * again, or call; nothing typed is lost. Keep {phone}: the company's number.
     */
    account: template('phone'),
    /**
     * A Google account whose address Google has not confirmed: use another account, or call;
     * nothing typed is lost. Keep {phone}.
     */
    unverified: template('phone'),
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
    /** One account's messages for 30 days are used up. Keep {most} and {wait}. */
    monthLimit: template('most', 'wait'),
    /**
     * The website's email sending for the day or the month is spent: call instead, or send again
     * later; nothing typed is lost. Keep {phone} (the company's number) and {wait}.
     */
    spent: template('phone', 'wait'),
    /** So many codes at once that this one could not go out within a few seconds. Keep {wait}. */
    busy: template('wait'),
    /**
     * Earlier messages of this account are still waiting to go to the office (the email service
     * could not take them yet): this one can be sent later; nothing typed is lost. Keep {wait}.
     */
    outboxFull: template('wait'),
    /**
     * The email service took too long to answer: the message may have been sent. Keep {reference}:
     * the visitor calls and says it before sending it again.
     */
    timedOut: template('reference'),
    /** The email service did not take the message (its own words go to the relay's log only). */
    refused: text,
    /** The email service could not be reached at all. */
    unreachable: text,
    /** The relay is missing its settings, or cannot check sign-ins now: call or email instead. */
    unavailable: text,
  }),
  /** A message the website took but could not pass on to the office at once: it waits, and goes by itself. */
  late: z.object({
    /**
     * Received; the email to the office is slow, so the message goes on as soon as it can, and the
     * office sees it by {when} at the latest (a day and a time); do not send it again. Keep {when}.
     */
    kept: template('when'),
    /** Said after it when the ride asked for is on that day or before: call. Keep {phone}. */
    call: template('phone'),
  }),
  /** The office's own email of each message, where Cloudflare's email carries it, in the office's language. */
  office: z.object({
    /** Its subject, for each form. Keep {reference} and {name}: "Contact form: {reference} from {name}". */
    subject: z.object({
      /** A contact form's: "Contact form: {reference} from {name}". Keep {reference} and {name}. */
      contact: template('reference', 'name'),
      /** A career form's: "Career form: {reference} from {name}". Keep {reference} and {name}. */
      career: template('reference', 'name'),
    }),
    /** The line above the message that says when the website received it, where it goes late: "Received by the website". */
    receivedAt: text,
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
    /** Beyond a day. Keep {count}: "{count} days". */
    days: template('count'),
  }),
  /** Sign-in by a code sent by email, for visitors without a Google account. */
  code: z.object({
    /** The email's subject. Keep {code}: "Your sign-in code is {code}". */
    subject: template('code'),
    /**
     * Its words above the code: type it on the website to sign in; it works for {minutes} minutes;
     * whoever did not ask for it can ignore the email. Keep {minutes}.
     */
    intro: template('minutes'),
    /** The code typed is not the one sent. Keep {left}: how many tries the code has left. */
    wrong: template('left'),
    /** No code to check: it ran out, was used, or was tried too often. Ask for a new one. */
    gone: text,
    /** Codes sent to this address are used up for now. Keep {wait}: how long until another may go. */
    addressLimit: template('wait'),
    /** Codes asked for from this network (a home, an office) are used up for now. Keep {wait}. */
    networkLimit: template('wait'),
    /** The website's codes are used up for now: call instead. Keep {phone} and {wait}. */
    siteLimit: template('phone', 'wait'),
    /** The emails the website may send as codes this month are spent: call, or ask again later. Keep {phone} and {wait}. */
    spent: template('phone', 'wait'),
    /** Codes typed for this address, or from this network, are too many for now. Keep {wait}. */
    checkLimit: template('wait'),
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
