/**
 * Sending through the site's relay (`POST /api/send`, worker/relay.ts; the protocol in
 * relay-protocol.ts): the form's fields as typed and the sign-in's credential, in the page's
 * language. The relay writes the message, so the page's script carries neither the words for it
 * nor EmailJS's library.
 */
import type { FormKind } from '../../content/forms/tables';
import type { Delivered, DeliveryRequest } from './request';
import type { RelayRefusal, RelayRequest, RelaySent } from './relay-protocol';

/**
 * The relay's refusal, for the banner ("Error: " and `text`, in the page's language) and for the
 * form (`status` 401: sign in again; `reference`, for a message that may have gone, kept in sight).
 */
export class RelayRefused extends Error {
  override name = 'RelayRefused';
  readonly status: number;
  readonly text: string;
  readonly reference: string | undefined;
  constructor(status: number, text: string, reference?: string) {
    super(text);
    this.status = status;
    this.text = text;
    this.reference = reference;
  }
}

export async function sendThroughRelay<Kind extends FormKind>(
  relay: string,
  { kind, values, locale, credential, key }: DeliveryRequest<Kind>,
): Promise<Delivered> {
  const body: RelayRequest = { form: kind, credential, fields: values, key };
  const response = await fetch(relay, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Language': locale },
    body: JSON.stringify(body),
  });
  // Not the relay's own answer (a proxy's page, a cut-off body): nobody said what became of the message.
  const answer = (await response.json().catch(() => {
    throw new Error(response.statusText || String(response.status));
  })) as Partial<RelaySent & RelayRefusal>;
  // 200 once the office's copy went, 202 once the relay keeps it to pass on: both are taken.
  if (!response.ok || answer.reference === undefined || answer.error !== undefined)
    throw new RelayRefused(response.status, answer.error ?? response.statusText, answer.reference);
  return { reference: answer.reference, received: answer.received ?? [], copyTo: answer.copyTo ?? null, late: answer.late ?? null };
}

/** The address of the relay's `path` (the sign-in code's), on the relay's origin: beside PUBLIC_FORMS_RELAY's. */
export function relayAddress(relay: string, path: string): string {
  return new URL(path, new URL(relay, window.location.href)).href;
}
