/**
 * EmailJS's REST API, as a server calls it (https://www.emailjs.com/docs/rest-api/send/): JSON to
 * `/api/v1.0/email/send` with the account's public key (`user_id`) and, with "Use Private Key" on,
 * its private key (`accessToken`), which only the relay holds. It answers 200 "OK", or a status
 * and its reason as text; 429 when more than one request a second comes from the account. Its
 * text may hold addresses, and its 5xx pages HTML: it is for the log (relay.ts), never a visitor.
 */

/** What EmailJS receives. */
export interface EmailjsMessage {
  service_id: string;
  template_id: string;
  user_id: string;
  accessToken: string;
  template_params: Readonly<Record<string, string>>;
}

export type EmailjsAnswer =
  | { sent: true }
  /** `busy`: its one request a second was exceeded; `refused`: any other status, with its text (for the log only). */
  | { sent: false; failure: 'busy' | 'refused'; status: number; text: string }
  /**
   * `timedOut`: the request went out and no answer came within the time allowed, so it may have
   * been sent; `unreachable`: it could not go out at all.
   */
  | { sent: false; failure: 'timedOut' | 'unreachable'; text: string };

/** How long EmailJS has to answer. */
const emailjsTimeoutMs = 10_000;

export async function sendEmail(api: string, message: EmailjsMessage, timeoutMs = emailjsTimeoutMs): Promise<EmailjsAnswer> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/v1.0/email/send', api), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return { sent: false, failure: timedOut ? 'timedOut' : 'unreachable', text: error instanceof Error ? error.message : String(error) };
  }
  // Any 2xx is sent, whatever its body says or however slowly it comes: its status is the answer.
  if (response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { sent: true };
  }
  const text = await response.text().then(
    (body) => body.trim(),
    () => '',
  );
  return { sent: false, failure: response.status === 429 ? 'busy' : 'refused', status: response.status, text };
}
