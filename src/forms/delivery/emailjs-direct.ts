/**
 * Sending straight to EmailJS (`@emailjs/browser` 4.4.1), for a site built without the relay: the
 * page writes the message (the ride details' lines, compose.ts) and puts the reference it makes
 * above it, then sends each field of the form's table in its order, trimmed:
 *
 * - contact: JSON to `{origin}/api/v1.0/email/send`, template_params {fullName, phone, email,
 *   subject, message} (requirement SEND-CONTACT);
 * - career: multipart to `{origin}/api/v1.0/email/send-form`, the six career fields, then the
 *   SDK's lib_version, service_id, template_id and user_id (requirement SEND-CAREER).
 *
 * Neither blockHeadless, blockList nor limitRate is set. Anyone who reads the page can send this
 * way, signed in or not: the relay is what makes the sign-in a gate (docs/owner-guide.md).
 */
import { init, send, sendForm } from '@emailjs/browser';
import { emailjsOrigin } from '#site-mode';
import type { FormKind } from '../../content/forms/tables';
import { composedValues } from './compose';
import { emailjsConfig } from './config';
import type { Delivered, DeliveryRequest } from './request';
import { linesGoIn, payloadOf, receivedLines, withLinesAbove } from './received';
import { newReference } from './reference';

let initialized = false;

/** A form element holding exactly the given fields, for the SDK's sendForm (it reads a form's FormData). */
function formHolding(fields: readonly [string, string][]): HTMLFormElement {
  const form = document.createElement('form');
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/**
 * Settles with the SDK's own outcome: on failure its rejection as it is (a response with the
 * provider's text, an Error, or a string for its own argument checks, which it throws before any
 * request).
 */
export async function sendToEmailjs<Kind extends FormKind>({ kind, values, words, language }: DeliveryRequest<Kind>): Promise<Delivered> {
  const { publicKey, serviceId, templateIds } = emailjsConfig();
  // Only where EmailJS answers elsewhere than its own address (local mode): the site as it ships never calls init.
  if (emailjsOrigin !== undefined && !initialized) {
    init({ publicKey }, emailjsOrigin());
    initialized = true;
  }
  const reference = newReference();
  const payload = payloadOf(kind, composedValues(kind, values, words, language));
  const target: string = linesGoIn[kind];
  const fields = payload.map(([name, value]): [string, string] => [
    name,
    name === target ? withLinesAbove(value, [...(words.opening ?? []), [words.referenceLine, reference]]) : value,
  ]);
  await (kind === 'contact'
    ? send(serviceId, templateIds.contact, Object.fromEntries(fields), { publicKey })
    : sendForm(serviceId, templateIds.career, formHolding(fields), { publicKey }));
  return { reference, received: receivedLines(payload, words.fields), copyTo: null, late: null };
}
