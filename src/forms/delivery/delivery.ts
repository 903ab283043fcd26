/**
 * Delivery through EmailJS (`@emailjs/browser` 4.4.1), the fields read off each form's table in
 * its order and sent trimmed, exactly as they were checked:
 *
 * - contact: JSON to `{origin}/api/v1.0/email/send`, template_params {fullName, phone, email,
 *   subject, message};
 * - career: multipart to `{origin}/api/v1.0/email/send-form`, the six career fields, then the
 *   SDK's lib_version, service_id, template_id and user_id.
 *
 * Neither blockHeadless, blockList nor limitRate is set. The SDK takes no abort signal, so a
 * request is never given up on: after `overdueAfterMs` without an answer the caller is told, and
 * the request's own outcome still arrives whenever it does.
 */
import emailjs from '@emailjs/browser';
import { formsConfig } from './config';
import { type FormKind, type FormValues, fieldsOf } from '../fields/tables';
import { sendable } from '../fields/text';

/** After this long without an answer the visitor is told the message may still arrive. */
export const overdueAfterMs = 20_000;

let initialized = false;

function ensureInitialized(): void {
  if (initialized) return;
  emailjs.init({ publicKey: formsConfig.emailjs.publicKey }, formsConfig.emailjs.origin);
  initialized = true;
}

/**
 * What is sent: each field of the form's table, in order, trimmed; the ride details are not
 * fields on the wire but lines in the message (see `compose.ts`), composed before this.
 */
export function payloadOf<Kind extends FormKind>(kind: Kind, values: FormValues<Kind>): [string, string][] {
  return fieldsOf(kind)
    .filter((field) => field.section === undefined)
    .map((field) => [field.name, sendable(values[field.name])]);
}

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

/** How each form travels (requirements SEND-CONTACT and SEND-CAREER). */
const requests: Record<FormKind, (serviceId: string, templateId: string, fields: [string, string][]) => Promise<unknown>> = {
  contact: (serviceId, templateId, fields) => emailjs.send(serviceId, templateId, Object.fromEntries(fields)),
  career: (serviceId, templateId, fields) => emailjs.sendForm(serviceId, templateId, formHolding(fields)),
};

export interface DeliveryOptions {
  /** Called once if `overdueAfterMs` pass before the request settles. */
  onOverdue: () => void;
}

/**
 * Sends the form. Settles with the SDK's own outcome: its response on success; on failure the
 * SDK's rejection as it is (a response with the provider's text, an Error, or a string for its
 * own argument checks, which it throws before any request).
 */
export async function deliver<Kind extends FormKind>(
  kind: Kind,
  values: FormValues<Kind>,
  { onOverdue }: DeliveryOptions,
): Promise<unknown> {
  const { serviceId, templateIds } = formsConfig.emailjs;
  const timer = setTimeout(onOverdue, overdueAfterMs);
  try {
    ensureInitialized();
    return await requests[kind](serviceId, templateIds[kind], payloadOf(kind, values));
  } finally {
    clearTimeout(timer);
  }
}
