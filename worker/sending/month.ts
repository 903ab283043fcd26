/**
 * EmailJS's month (requirement RELAY-MONTH): EmailJS sells sending by the month
 * (`EMAILJS_MONTHLY_SENDS`, its free plan's 200). The relay shares it so that nobody can spend
 * what another needs:
 *
 * - **two shares**: the sign-in codes have a quarter of the month (`codeShareOfPlan`); the rest is
 *   the messages': the office's copies where EmailJS carries them (no Cloudflare email set up,
 *   docs/configuration.md), and the receipts from what those leave. A code never takes a send a
 *   message needs, nor a message a code's;
 * - **a day's part is a floor, not a ceiling**: each share is given out day by day (`givenOut`), a
 *   quiet day's part kept for a busy one. A *first* send (an account's first message in 30 days,
 *   its office copy and its receipt; an address's first code of the day) may take beyond it, from
 *   the rest of the month, while the share holds: ten riders on the 1st all go. Any other send
 *   (an account's next messages, an address's next codes) waits for what the days have given out,
 *   less half a day kept for first sends (`keptForFirsts`): however fast a few accounts send, what
 *   they take beyond their first is what the month has already given out to nobody else;
 * - **receipts from what messages leave**: where EmailJS carries the office's copies, a receipt is
 *   never a first: it goes only from what the days have given out beyond the half day kept, so it
 *   never takes a send a message needs;
 * - **the office is told**, at the top of a message that goes, once half and once four fifths of
 *   the month are spent; a notice counts as given only once a message carrying it went
 *   (`noticeGiven`).
 *
 * Counted by calendar month in UTC, on the relay's clock (clock.ts). Pure: one Durable Object for
 * the site (objects.ts `MonthlySending`) keeps the state and asks here; each account's own hour,
 * day and 30 days are limits.ts's.
 */

/** What a send is for: the office's copy (where EmailJS carries it), the visitor's receipt, or a sign-in code. */
export type SendKind = 'office' | 'receipt' | 'code';

/** The month's count, as the Durable Object keeps it. */
export interface MonthState {
  /** The month counted, "2026-12". */
  month: string;
  /** Codes sent this month. */
  codes: number;
  /** The office's copies EmailJS carried this month, and the receipts. */
  messages: number;
  /** How many of the office's notices (`noticeShares`) went out on a message this month. */
  noticed: number;
}

/** What is asked of the month for one send. */
export interface SendAsk {
  kind: SendKind;
  /** A first send: an account's first message in 30 days (its office copy and receipt), an address's first code of the day. */
  first: boolean;
  /** The office's copies go by Cloudflare's own email, so the messages' share is the receipts' alone. */
  officeOwnChannel: boolean;
}

/** The codes' share of the month; the rest is the messages'. */
export const codeShareOfPlan = 1 / 4;

/** Of a share's day, the part kept for first sends: others wait for what the days gave out beyond it. */
export const keptForFirsts = 1 / 2;

/** The shares of the month spent at which the office is told, in order. */
export const noticeShares = [1 / 2, 4 / 5] as const;

export type MonthAnswer =
  | { allowed: true }
  | {
      allowed: false;
      /** What is spent: the day's part (more comes with a later day) or the whole month's share. */
      per: 'day' | 'month';
      /** Whole seconds until a send of its kind may go again. */
      retryAfterSeconds: number;
    };

const dayMs = 86_400_000;

function monthOf(now: number): string {
  return new Date(now).toISOString().slice(0, 7);
}

function startOfMonth(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function nextMonth(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

/** The month's days, and today's place among them (the 1st is 1). */
function calendar(now: number): { days: number; today: number } {
  const start = startOfMonth(now);
  return { days: Math.round((nextMonth(now) - start) / dayMs), today: Math.floor((now - start) / dayMs) + 1 };
}

/** Each share of a plan: the codes', and the messages' (office copies and receipts). */
export function sharesOf(plan: number): { codes: number; messages: number } {
  const codes = Math.floor(plan * codeShareOfPlan);
  return { codes, messages: plan - codes };
}

/** What a share has given out by the end of day `day` of a month of `days`, less the half day kept for first sends. */
function givenOut(share: number, day: number, days: number): number {
  return (share * (day - keptForFirsts)) / days;
}

/** The state as it stands `now`: a new month starts at nothing. */
export function currentMonth(state: MonthState | undefined, now: number): MonthState {
  const month = monthOf(now);
  return state?.month === month ? state : { month, codes: 0, messages: 0, noticed: 0 };
}

/** Whether the month lets one send of `ask` go now, and if not, when it may. */
export function decideSend(state: MonthState, now: number, plan: number, ask: SendAsk): MonthAnswer {
  const shares = sharesOf(plan);
  const share = ask.kind === 'code' ? shares.codes : shares.messages;
  const spent = ask.kind === 'code' ? state.codes : state.messages;
  const toNextMonth = { allowed: false, per: 'month', retryAfterSeconds: Math.max(1, Math.ceil((nextMonth(now) - now) / 1000)) } as const;
  if (spent >= share) return toNextMonth;
  // A receipt never takes beyond the days' parts where the office's copies need the share.
  const mayTakeAhead = ask.first && (ask.kind !== 'receipt' || ask.officeOwnChannel);
  const { days, today } = calendar(now);
  if (mayTakeAhead || spent < givenOut(share, today, days)) return { allowed: true };
  // The first day whose part covers one more.
  const day = Math.floor((spent * days) / share + keptForFirsts) + 1;
  if (day > days) return toNextMonth;
  const at = startOfMonth(now) + (day - 1) * dayMs;
  return { allowed: false, per: 'day', retryAfterSeconds: Math.max(1, Math.ceil((at - now) / 1000)) };
}

/** Counts one send of `ask` now if the month allows it. */
export function reserveSend(
  state: MonthState | undefined,
  now: number,
  plan: number,
  ask: SendAsk,
): { state: MonthState; answer: MonthAnswer } {
  const current = currentMonth(state, now);
  const answer = decideSend(current, now, plan, ask);
  if (!answer.allowed) return { state: current, answer };
  return {
    state: ask.kind === 'code' ? { ...current, codes: current.codes + 1 } : { ...current, messages: current.messages + 1 },
    answer,
  };
}

/** Gives back a send of `kind` counted this month that did not go out. */
export function releaseSend(state: MonthState | undefined, now: number, kind: SendKind): MonthState {
  const current = currentMonth(state, now);
  if (state?.month !== current.month) return current;
  if (kind === 'code') return { ...current, codes: Math.max(0, current.codes - 1) };
  return { ...current, messages: Math.max(0, current.messages - 1) };
}

/** The notice the next office message should carry, if one is due: how much of the month is left. */
export function noticeDue(state: MonthState | undefined, now: number, plan: number): { left: number; plan: number } | undefined {
  const current = currentMonth(state, now);
  const sent = current.codes + current.messages;
  const due = noticeShares.filter((share) => sent >= plan * share).length;
  return due > current.noticed ? { left: Math.max(0, plan - sent), plan } : undefined;
}

/** A message carrying the notice went: it counts as given, and the next notice waits for its own share. */
export function noticeGiven(state: MonthState | undefined, now: number, plan: number): MonthState {
  const current = currentMonth(state, now);
  const sent = current.codes + current.messages;
  return { ...current, noticed: Math.max(current.noticed, noticeShares.filter((share) => sent >= plan * share).length) };
}
