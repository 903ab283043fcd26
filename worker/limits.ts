/**
 * How often one key may do something, counted over the last hour, day and 30 days rather than by
 * the clock, so no burst at the turn of an hour gets twice the share. Each kind of key has its own
 * windows (`limitWindows`):
 *
 * - `account`: the messages of one signed-in account (requirement RELAY-LIMIT, relay-protocol.ts
 *   `accountLimits`);
 * - `codeAddress`, `codeNetwork`, `codeSite`: the sign-in codes sent to one address, asked for from
 *   one network address, and sent by the whole site (requirement RELAY-CODE, code-limits.ts);
 * - `checkAddress`, `checkNetwork`: the codes checked for one address and from one network address.
 *
 * Pure: each key's Durable Object (objects.ts) keeps the times and asks here.
 */
import { accountLimits } from '../src/forms/delivery/relay-protocol';
import { codeCheckLimits, codeLimits } from '../src/forms/sign-in/code-limits';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type Per = 'hour' | 'day' | 'month';

const lengths: Record<Per, number> = { hour: hourMs, day: dayMs, month: 30 * dayMs };

/** What is limited, each with the most allowed in its windows. */
export type LimitKind = 'account' | 'codeAddress' | 'codeNetwork' | 'codeSite' | 'checkAddress' | 'checkNetwork';

const mostPer: Record<LimitKind, Readonly<Partial<Record<Per, number>>>> = {
  account: accountLimits,
  codeAddress: codeLimits.address,
  codeNetwork: codeLimits.network,
  codeSite: codeLimits.site,
  checkAddress: codeCheckLimits.address,
  checkNetwork: codeCheckLimits.network,
};

/** The windows a kind's times are counted in, shortest first. */
function windowsOf(kind: LimitKind): { per: Per; most: number; lengthMs: number }[] {
  return Object.entries(mostPer[kind]).map(([per, most]) => ({ per: per as Per, most, lengthMs: lengths[per as Per] }));
}

/** How long the times of a kind are kept: its longest window. */
export function keptForMs(kind: LimitKind): number {
  return Math.max(...windowsOf(kind).map((window) => window.lengthMs));
}

export type LimitAnswer =
  | { allowed: true }
  | {
      allowed: false;
      /** The full window that frees last: the one the refusal names. */
      per: Per;
      most: number;
      /** Whole seconds until the next may go: when every full window has room again. */
      retryAfterSeconds: number;
    };

/**
 * A limit's answer as its Durable Object gives it: one counted names its time (`at`, to give it
 * back) and how many of the key's came before it in its longest window (`earlier`: none makes it a
 * first, an account's first message in 30 days or an address's first code of the day).
 */
export type Reservation = Exclude<LimitAnswer, { allowed: true }> | { allowed: true; at: number; earlier: number };

/** The times still inside the kind's longest window, oldest first. */
export function recent(times: readonly number[], now: number, kind: LimitKind = 'account'): number[] {
  const kept = keptForMs(kind);
  return times.filter((time) => time > now - kept && time <= now).sort((first, second) => first - second);
}

/**
 * Whether one more may go now, given the times of the key's earlier ones. Refused, it names the
 * full window that frees last and waits for it: a wait that ended with the hour while the day is
 * full would only be refused again.
 */
export function decide(times: readonly number[], now: number, kind: LimitKind = 'account'): LimitAnswer {
  const kept = recent(times, now, kind);
  let refusal: LimitAnswer = { allowed: true };
  for (const { per, most, lengthMs } of windowsOf(kind)) {
    const inWindow = kept.filter((time) => time > now - lengthMs);
    if (inWindow.length < most) continue;
    // The one that must leave the window first so there is room again.
    const leaving = inWindow[inWindow.length - most] ?? now;
    const retryAfterSeconds = Math.max(1, Math.ceil((leaving + lengthMs - now) / 1000));
    if (refusal.allowed || retryAfterSeconds > refusal.retryAfterSeconds) refusal = { allowed: false, per, most, retryAfterSeconds };
  }
  return refusal;
}
