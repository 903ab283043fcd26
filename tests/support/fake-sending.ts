/**
 * The relay's sending with a fake clock, for its unit tests (worker/relay.test.ts,
 * worker/code-relay.test.ts): the month, the pace and EmailJS by their real rules (month.ts,
 * pace.ts) over state in memory, time moving only as the relay sleeps or a test advances it.
 */
import type { EmailjsAnswer, EmailjsMessage } from '../../worker/emailjs.ts';
import { type MonthState, releaseSend, reserveSend } from '../../worker/month.ts';
import { nextSlot } from '../../worker/pace.ts';
import type { RelayServices } from '../../worker/relay.ts';

export interface FakeSendingOptions {
  start?: number;
  month?: MonthState;
  /** The month's sends, in place of the settings' (a small plan). */
  plan?: number;
  /** EmailJS's answer to each email; sent, unless given. */
  emailjs?: (message: EmailjsMessage, now: number) => EmailjsAnswer;
  /** Each line logged, besides `logged`. */
  onLog?: (line: string) => void;
}

export function fakeSending(options: FakeSendingOptions = {}) {
  let now = options.start ?? Date.UTC(2026, 10, 27, 15, 0, 0);
  let month = options.month;
  let freeAt = 0;
  const sent: EmailjsMessage[] = [];
  const logged: string[] = [];
  const services: Pick<RelayServices, 'reserveSend' | 'releaseSend' | 'slot' | 'sendEmail' | 'now' | 'sleep' | 'log'> = {
    reserveSend: (kind, plan) => {
      const reserved = reserveSend(month, now, options.plan ?? plan, kind);
      month = reserved.state;
      return Promise.resolve(reserved.answer);
    },
    releaseSend: (plan) => {
      month = releaseSend(month, now, options.plan ?? plan);
      return Promise.resolve();
    },
    slot: (maxWaitMs) => {
      const next = nextSlot(freeAt, now, maxWaitMs);
      freeAt = next.freeAt;
      return Promise.resolve(next.answer);
    },
    sendEmail: (message) => {
      sent.push(message);
      return Promise.resolve(options.emailjs?.(message, now) ?? { sent: true });
    },
    now: () => now,
    sleep: (ms) => {
      now += ms;
      return Promise.resolve();
    },
    log: (line) => {
      logged.push(line);
      options.onLog?.(line);
    },
  };
  return {
    services,
    sent,
    logged,
    month: () => month,
    clock: () => now,
    advance: (ms: number) => {
      now += ms;
    },
  };
}
