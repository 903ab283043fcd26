/**
 * Sending a form, one of two ways chosen when the site is built (docs/configuration.md):
 *
 * - through the relay (PUBLIC_FORMS_RELAY, through-relay.ts): the fields as typed and the sign-in's
 *   credential go to the site's own `/api/send`, which checks both and answers with the reference
 *   and what was received; the build holds no EmailJS library;
 * - straight to EmailJS (emailjs-direct.ts, requirements SEND-CONTACT and SEND-CAREER), which any
 *   page can do with the public key: the page writes the message, and the reference above it.
 *
 * Neither request is given up on: after `overdueAfterMs` without an answer the caller is told,
 * and the request's own outcome still arrives whenever it does.
 */
import { PUBLIC_FORMS_RELAY } from 'astro:env/client';
import type { FormKind } from '../../content/forms/tables';
import { sendToEmailjs } from './emailjs-direct';
import type { Delivered, DeliveryRequest } from './request';
import { RelayRefused, sendThroughRelay } from './through-relay';
import { type Answered, type MayHaveGone, type StatusMessages, errorBannerText } from './banner-text';

/** After this long without an answer the visitor is told the message may still arrive. */
export const overdueAfterMs = 20_000;

/**
 * Sends the form. Resolves with what was sent; rejects with the provider's or the relay's refusal
 * (an object with its `text`, and from the relay its `status`), or the network's error.
 */
export async function deliver<Kind extends FormKind>(request: DeliveryRequest<Kind>, onOverdue: () => void): Promise<Delivered> {
  const timer = setTimeout(onOverdue, overdueAfterMs);
  try {
    // Known when the site is built: the way not taken, and what only it imports, is left out of the page's script.
    return await (PUBLIC_FORMS_RELAY ? sendThroughRelay(PUBLIC_FORMS_RELAY, request) : sendToEmailjs(request));
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What the banner says of a failure (requirement BANNER-ERROR): 'Error: ' and the relay's own
 * words, which say what to do, and a message that may have gone kept in sight with its
 * reference; or 'Error: ' and what the network or EmailJS said, then what to do next.
 */
export function failureAnswer(error: unknown, messages: StatusMessages): Answered & { mayHaveGone?: MayHaveGone } {
  const message = errorBannerText(error, messages);
  if (!PUBLIC_FORMS_RELAY || !(error instanceof RelayRefused)) return { message, next: PUBLIC_FORMS_RELAY ? 'noAnswer' : 'failed' };
  const said = message.endsWith(error.text) && error.text !== '' ? error.text : undefined;
  if (said === undefined) return { message };
  return { message, said, ...(error.reference === undefined ? {} : { mayHaveGone: { reference: error.reference, said } }) };
}

/** A key for a new message (RELAY-ONCE): random, from Web Crypto's oldest call, which every engine the site works in has. */
export function newSendKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the relay refused the sign-in (it ran out, after an hour): the visitor signs in again, and nothing typed is lost. */
export function signInLapsed(error: unknown): error is RelayRefused {
  return Boolean(PUBLIC_FORMS_RELAY) && error instanceof RelayRefused && error.status === 401;
}
