/**
 * The site's sending for a month (requirement RELAY-MONTH): EmailJS sells sending by the month
 * (`EMAILJS_MONTHLY_SENDS`, its free plan's 200), and every accepted message spends two, the
 * office's and the receipt. So that no few accounts can spend it and leave the rest of the month
 * without a way to write:
 *
 * - each day (UTC) has an allowance for the whole site, what is left of the month shared over the
 *   days left in it, so a burst early in the month leaves the last day its share;
 * - a receipt goes only while the day's allowance keeps room for another message after it, and the
 *   month has more than a fifth left: receipts are dropped before any message;
 * - the office is told, at the top of its next message, once half and once four fifths of the
 *   month are spent.
 *
 * Counted by calendar month in UTC. Pure: one Durable Object for the site (objects.ts
 * `MonthlySending`) keeps the state and asks here; each account's own month is limits.ts's.
 */

/** What a send is for: a message to the office, or the visitor's receipt. */
export type SendKind = 'message' | 'receipt';

/** The month's count, as the Durable Object keeps it. */
export interface MonthState {
  /** The month counted, "2026-11". */
  month: string;
  /** Sends counted this month, messages and receipts. */
  sent: number;
  /** The day the allowance is for, "2026-11-28". */
  day: string;
  /** The day's allowance for the whole site, set at its first send. */
  allowance: number;
  /** Sends counted this day. */
  sentToday: number;
  /** How many of the office's notices (`notices`) this month's messages have carried. */
  noticed: number;
}

/** The shares of the month spent at which the office is told, in order. */
const notices = [1 / 2, 4 / 5] as const;

/** Receipts stop when no more than this share of the month is left. */
const receiptsStopAt = 1 / 5;

export type MonthAnswer =
  | {
      allowed: true;
      /** For a message crossing a notice's share: how much of the month is left, to tell the office. */
      notice?: { left: number; plan: number };
    }
  | {
      allowed: false;
      /** The allowance that is spent: the day's, or the whole month's. */
      per: 'day' | 'month';
      /** Whole seconds until it comes back: the next day, or the next month (UTC). */
      retryAfterSeconds: number;
    };

const dayMs = 86_400_000;

function monthOf(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

function dayOf(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The first moment of the next day and of the next month, UTC. */
function nextDay(now: number): number {
  return (Math.floor(now / dayMs) + 1) * dayMs;
}

function nextMonth(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** The days left in the month, today's included. */
function daysLeft(now: number): number {
  return Math.round((nextMonth(now) - Math.floor(now / dayMs) * dayMs) / dayMs);
}

/** The state as it stands `now`: a new month starts at nothing; a new day gets its allowance from what is left. */
function currentState(state: MonthState | undefined, now: number, plan: number): MonthState {
  const month = monthOf(now);
  const kept = state?.month === month ? state : { month, sent: 0, day: '', allowance: 0, sentToday: 0, noticed: 0 };
  const day = dayOf(now);
  if (kept.day === day) return kept;
  return { ...kept, day, sentToday: 0, allowance: Math.ceil(Math.max(0, plan - kept.sent) / daysLeft(now)) };
}

/** Counts one send of `kind` now if the month allows it, with a notice for the office where one is due. */
export function reserveSend(
  state: MonthState | undefined,
  now: number,
  plan: number,
  kind: SendKind,
): { state: MonthState; answer: MonthAnswer } {
  const current = currentState(state, now, plan);
  const { sent, sentToday, allowance } = current;
  const refused = (per: 'day' | 'month'): { state: MonthState; answer: MonthAnswer } => ({
    state: current,
    answer: { allowed: false, per, retryAfterSeconds: Math.ceil(((per === 'day' ? nextDay(now) : nextMonth(now)) - now) / 1000) },
  });
  if (sent >= plan) return refused('month');
  // A receipt leaves the day room for another message, and the month more than its last fifth.
  const room = kind === 'message' ? 1 : 2;
  if (sentToday + room > allowance) return refused(sent + room > plan ? 'month' : 'day');
  if (kind === 'receipt' && plan - sent - 1 <= plan * receiptsStopAt) return refused('month');
  const counted = { ...current, sent: sent + 1, sentToday: sentToday + 1 };
  const due = notices.filter((share) => sent >= plan * share).length;
  if (kind === 'message' && due > current.noticed)
    return { state: { ...counted, noticed: due }, answer: { allowed: true, notice: { left: plan - sent, plan } } };
  return { state: counted, answer: { allowed: true } };
}

/** Gives back a send counted today that did not go out (a refused message, a receipt that failed). */
export function releaseSend(state: MonthState | undefined, now: number, plan: number): MonthState {
  const current = currentState(state, now, plan);
  if (state?.day !== current.day || current.sentToday === 0) return current;
  return { ...current, sent: current.sent - 1, sentToday: current.sentToday - 1 };
}
