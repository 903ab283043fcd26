/**
 * Sending through the site's relay (`POST /api/send`, worker/relay.ts; the protocol in
 * relay-protocol.ts): the form's fields as typed and the sign-in's credential, in the page's
 * language. The relay writes the message, so the page's script carries neither the words for it
 * nor EmailJS's library.
 */
import type { FormKind } from '../../content/forms/tables';
import type { Delivered, DeliveryRequest } from './request';
import type { RelayRefusal, RelayRequest, RelaySent } from './relay-protocol';

/** The relay's refusal, for the banner ("Error: " and `text`) and for the form (`status` 401: sign in again). */
export class RelayRefused extends Error {
  override name = 'RelayRefused';
  readonly status: number;
  readonly text: string;
  constructor(status: number, text: string) {
    super(text);
    this.status = status;
    this.text = text;
  }
}

export async function sendThroughRelay<Kind extends FormKind>(
  relay: string,
  { kind, values, locale, credential }: DeliveryRequest<Kind>,
): Promise<Delivered> {
  const body: RelayRequest = { form: kind, credential, fields: values };
  const response = await fetch(relay, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': locale },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({ error: response.statusText }))) as Partial<RelaySent & RelayRefusal>;
  if (!response.ok || answer.reference === undefined) throw new RelayRefused(response.status, answer.error ?? response.statusText);
  return { reference: answer.reference, received: answer.received ?? [], copyTo: answer.copyTo ?? null };
}

/** The address of the relay's `path` (the sign-in code's), on the relay's origin: beside PUBLIC_FORMS_RELAY's. */
export function relayAddress(relay: string, path: string): string {
  return new URL(path, new URL(relay, window.location.href)).href;
}
