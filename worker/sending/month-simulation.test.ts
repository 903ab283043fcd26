/**
 * A month under attack (tests/support/month-simulation.ts), through the relay's real functions on a
 * fake clock: with the office's own channel every rider's message reaches the office the day it was
 * written; with EmailJS alone every rider's message is still taken, and goes by the outbox where
 * the month makes it wait. `npm run simulate` writes the figures into docs/performance.md.
 */
import { describe, expect, it } from 'vitest';
import { sameDay, simulateMonth } from '../../tests/support/month-simulation';

describe('a month under attack, on EmailJS’s free plan', () => {
  it('with Cloudflare’s email for the office: every rider’s message reaches the office the same day', async () => {
    const month = await simulateMonth(true);
    expect(month.riders).toHaveLength(31 * 4);
    expect(month.riders.filter((rider) => rider.status !== 200)).toEqual([]);
    expect(month.riders.filter((rider) => !sameDay(rider))).toEqual([]);
    // The attacker was flat out: codes until the codes' share was spent, messages at its accounts' limits.
    expect(month.attacker.codesSent).toBeGreaterThan(0);
    expect(month.emailjs.codes + month.emailjs.receipts).toBeLessThanOrEqual(200);
    expect(month.emailjs.office).toBe(0);
  }, 120_000);

  it('with EmailJS alone: every rider’s message is taken, and every one reaches the office', async () => {
    const month = await simulateMonth(false);
    expect(month.riders.filter((rider) => rider.status !== 200 && rider.status !== 202)).toEqual([]);
    expect(month.riders.filter((rider) => rider.deliveredAt === undefined)).toEqual([]);
    expect(month.emailjs.codes + month.emailjs.receipts + month.emailjs.office).toBeLessThanOrEqual(200);
    // The attacker's messages beyond each account's first only took what the days had given out.
    expect(month.attacker.messagesTaken).toBeGreaterThan(0);
  }, 120_000);
});
