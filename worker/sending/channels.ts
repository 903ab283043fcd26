/**
 * The two ways an email leaves the relay (requirement RELAY-OFFICE):
 *
 * - **Cloudflare's email** (`send_email`, where the owner set it up): the office's copies alone,
 *   to its one verified address. Free, and no part of EmailJS's month.
 * - **EmailJS**, with the private key, at its pace of a request a second (pace.ts) and within its
 *   month (month.ts): the visitors' receipts and sign-in codes, and the office's copies where
 *   Cloudflare's email is not set up.
 *
 * `carryLetter` is one try of the outbox's (outbox.ts) by the office's channel; `sendPaced` is
 * EmailJS at its pace, for every email it carries. Plain web standards: the platform's parts come in.
 */
import type { MonthAnswer, SendAsk, SendKind } from './month';
import type { Carried, OutboxEntry } from './outbox';
import { type CloudflareEmail, cloudflareEmail, emailjsParams } from './office-letter';
import type { EmailjsAnswer, EmailjsMessage } from './emailjs';
import { type SlotAnswer, sendingGapMs } from './pace';

/** EmailJS's account, as the relay's settings hold it. */
export interface EmailjsAccount {
  publicKey: string;
  privateKey: string;
  serviceId: string;
  /** Each form's template, the receipt's, and the sign-in code's where it is on. */
  templates: { contact: string; career: string; receipt: string };
}

/** EmailJS at its pace: a moment from the site's one pace (objects.ts `SendingPace`), then the send. */
export interface PacedParts {
  /** A moment to send within `maxWaitMs`. */
  slot: (maxWaitMs: number) => Promise<SlotAnswer>;
  sendEmail: (message: EmailjsMessage) => Promise<EmailjsAnswer>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  log: (line: string) => void;
}

/** EmailJS's month, as the site's one count keeps it (objects.ts `MonthlySending`). */
export interface MonthParts {
  reserveSend: (ask: SendAsk, plan: number) => Promise<MonthAnswer>;
  releaseSend: (kind: SendKind, plan: number) => Promise<void>;
  /** The notice the next office message carries, if one is due. */
  noticeDue: (plan: number) => Promise<{ left: number; plan: number } | undefined>;
  /** A message carrying the notice went. */
  noticeGiven: (plan: number) => Promise<void>;
}

/** How long an office copy may wait for EmailJS's moment in one try: the outbox tries again after. */
const officeMomentWaitMs = 8000;

/** How many times one email is tried while EmailJS says it is busy, however slowly it says so. */
export const mostTries = 3;

/** An email that found no moment to send in its wait. */
export interface NoMoment {
  sent: false;
  failure: 'noMoment';
  retryAfterSeconds: number;
}

/**
 * Sends at EmailJS's pace, within `maxWaitMs`: no send starts after that, and an email is tried
 * at most `mostTries` times while EmailJS says it is busy. A message or a code waits in line for its
 * moment; a receipt takes only a moment free now, asking again a moment later, so it never takes
 * one a message would have had.
 */
export async function sendPaced(
  message: EmailjsMessage,
  urgency: 'inLine' | 'whenFree',
  maxWaitMs: number,
  parts: PacedParts,
): Promise<EmailjsAnswer | NoMoment> {
  const deadline = parts.now() + maxWaitMs;
  let answer: EmailjsAnswer | NoMoment = { sent: false, failure: 'noMoment', retryAfterSeconds: Math.ceil(sendingGapMs / 1000) };
  for (let tries = 0; tries < mostTries;) {
    const left = deadline - parts.now();
    if (left < 0) return answer;
    const slot = await parts.slot(urgency === 'inLine' ? left : 0);
    if (!slot.granted) {
      answer = { sent: false, failure: 'noMoment', retryAfterSeconds: slot.retryAfterSeconds };
      if (urgency === 'inLine') return answer;
      await parts.sleep(Math.min(sendingGapMs, left + 1));
      continue;
    }
    const wait = slot.at - parts.now();
    if (wait > 0) await parts.sleep(wait);
    tries += 1;
    answer = await parts.sendEmail(message);
    if (answer.sent || answer.failure !== 'busy') return answer;
    parts.log(`EmailJS was busy (429) at the moment given; try ${String(tries)} of ${String(mostTries)}`);
  }
  return answer;
}

/** EmailJS's words for the log: without an address anyone typed, and on one line. */
export function forTheLog(text: string): string {
  return text
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
}

/** Why an email was not sent, for the log. */
export function whyNotSent(answer: Exclude<EmailjsAnswer | NoMoment, { sent: true }>): string {
  const status = 'status' in answer ? ` ${String(answer.status)}` : '';
  const text = 'text' in answer && answer.text !== '' ? `: ${forTheLog(answer.text)}` : '';
  return `${answer.failure}${status}${text}`;
}

/** Cloudflare's email for the office, as the Worker's `send_email` binding and its settings give it. */
interface OfficeMail {
  send: (email: CloudflareEmail) => Promise<unknown>;
  from: string;
  to: string;
}

export interface CarryParts extends PacedParts, MonthParts {
  /** Cloudflare's email for the office; null where EmailJS carries the office's copies. */
  office: OfficeMail | null;
  emailjs: EmailjsAccount;
  plan: number;
}

/** Why Cloudflare's email did not take a message, for the log: its error's code where it gives one. */
function refusalOf(error: unknown): string {
  if (error instanceof Error) {
    const { code } = error as Error & { code?: unknown };
    return forTheLog(typeof code === 'string' ? `${code}: ${error.message}` : error.message);
  }
  return forTheLog(String(error));
}

/** One try of an outbox entry by the office's channel, with the month's notice where one is due. */
export async function carryLetter(entry: OutboxEntry, parts: CarryParts): Promise<Carried> {
  const notice = await parts.noticeDue(parts.plan);
  const late = { ...(notice === undefined ? {} : { notice }), receivedAt: entry.receivedAt, now: parts.now() };
  const carried = parts.office === null ? await byEmailjs(entry, late, parts) : await byCloudflare(entry, late, parts.office);
  if (carried.outcome === 'sent' && notice !== undefined) await parts.noticeGiven(parts.plan);
  return carried;
}

async function byCloudflare(entry: OutboxEntry, late: Parameters<typeof cloudflareEmail>[1], office: OfficeMail): Promise<Carried> {
  try {
    // The platform answers once its email has taken the message, or throws why not: never "perhaps".
    await office.send(cloudflareEmail(entry.letter, late, office));
    return { outcome: 'sent' };
  } catch (error) {
    return { outcome: 'failed', detail: `Cloudflare's email refused it: ${refusalOf(error)}` };
  }
}

async function byEmailjs(entry: OutboxEntry, late: Parameters<typeof emailjsParams>[1], parts: CarryParts): Promise<Carried> {
  const month = await parts.reserveSend({ kind: 'office', first: entry.first, officeOwnChannel: false }, parts.plan);
  if (!month.allowed) return { outcome: 'held', per: month.per, retryAfterMs: month.retryAfterSeconds * 1000 };
  const { letter } = entry;
  const sent = await sendPaced(
    {
      service_id: parts.emailjs.serviceId,
      template_id: parts.emailjs.templates[letter.kind],
      user_id: parts.emailjs.publicKey,
      accessToken: parts.emailjs.privateKey,
      template_params: emailjsParams(letter, late),
    },
    'inLine',
    officeMomentWaitMs,
    parts,
  );
  if (sent.sent) return { outcome: 'sent' };
  // It went out and no answer came: it may have been sent, so it stays counted.
  if (sent.failure === 'timedOut') return { outcome: 'unsure', detail: whyNotSent(sent) };
  await parts.releaseSend('office', parts.plan);
  if (sent.failure === 'noMoment') return { outcome: 'busy', retryAfterMs: sent.retryAfterSeconds * 1000 };
  return { outcome: 'failed', detail: `EmailJS did not take it: ${whyNotSent(sent)}` };
}
