/**
 * EmailJS's REST API, as a server calls it (https://www.emailjs.com/docs/rest-api/send/): JSON to
 * `/api/v1.0/email/send` with the account's public key (`user_id`) and, with "Use Private Key" on,
 * its private key (`accessToken`), which only the relay holds. It answers 200 "OK", or a status
 * and its reason as text; 429 when more than one request a second comes from the account.
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
  /** `busy`: its one request a second was exceeded; `refused`: any other status, with its text. */
  | { sent: false; failure: 'busy' | 'refused'; status: number; text: string }
  /** No answer within the time allowed, or none at all. */
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
  let text: string;
  try {
    text = (await response.text()).trim();
  } catch (error) {
    return { sent: false, failure: 'timedOut', text: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return { sent: true };
  return { sent: false, failure: response.status === 429 ? 'busy' : 'refused', status: response.status, text };
}
