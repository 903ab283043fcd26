/**
 * Where the site's Worker runs, as its entry gives it: the Worker that ships (index.ts) runs on the
 * platform's clock with Google's keys, EmailJS's API and Cloudflare's own email; local mode's
 * (stand-ins/relay-worker.ts) on the clock a test sets, with the stand-ins', and drops a copy of
 * each office email in the local inbox. The handler (site-worker.ts) and the Durable Objects
 * (objects.ts) reach the outside world only through it.
 */
import type { Clock } from './clock';
import type { CloudflareEmail } from './sending/office-letter';

/** Cloudflare's email (a `send_email` binding) as the relay uses it: the office's verified address only. */
export interface SendEmailBinding {
  send: (message: CloudflareEmail) => Promise<unknown>;
}

export interface SitePlatform {
  /** Where Google publishes the keys its sign-ins are signed with. */
  googleKeys: string;
  /** EmailJS's API. */
  emailjsApi: string;
  /** How long EmailJS has to answer: emailjs.ts's wait unless given (a test of the wait, in local mode). */
  emailjsWaitMs?: number;
  clock: Clock;
  /** The office's email, from the Worker's bindings; null where the owner has not set it up. */
  office: (env: { OFFICE_EMAIL?: SendEmailBinding }) => SendEmailBinding | null;
}
