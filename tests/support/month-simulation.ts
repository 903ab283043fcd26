/**
 * A month under attack, through the relay's real functions (relaySend, codeAnswer, the outbox, the
 * month, the limits) on a fake clock with every object in memory (fake-sending.ts), on EmailJS's
 * free plan: an attacker flat out all month, asking for codes from ten network addresses to a
 * domain that takes any address and sending from five Google accounts at their limits, and four
 * riders a day at random hours, each writing once from an account of their own. Run with the
 * office's own channel (Cloudflare's email) and with EmailJS alone. The unit test
 * (worker/sending/month-simulation.test.ts) holds what must hold; `npm run simulate` writes the
 * figures into docs/performance.md.
 */
import { codeAnswer } from '../../worker/code-relay.ts';
import { type RelaySettings, relaySend } from '../../worker/relay.ts';
import { keptForMs } from '../../worker/sending/outbox.ts';
import { codePath } from '../../src/forms/delivery/relay-protocol.ts';
import { dateValue } from '../../src/forms/fields/date-time.ts';
import { fakeSending } from './fake-sending.ts';

const site = 'https://rides.example.com';
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Where the month starts: December 2026, 31 days, UTC. */
const simulatedMonth = { start: Date.UTC(2026, 11, 1), days: 31 };

/** The free plan's month, and the relay as an owner sets it up, with or without Cloudflare's email. */
function settingsFor(officeChannel: boolean): RelaySettings {
  return {
    googleClientId: 'client',
    emailjs: {
      publicKey: 'public',
      privateKey: 'private',
      serviceId: 'service',
      templates: { contact: 'contact_t', career: 'career_t', receipt: 'receipt_t' },
    },
    siteOrigins: [],
    monthlySends: 200,
    office: officeChannel ? { from: 'forms@rides.example.com', to: 'office@rides.example.com' } : null,
    codeSignIn: { templateId: 'code_t', secret: 'q3Zt0pV8rXc2LmW9sKf4HbN7yUe1GjDo5AiRwT6vMnE=' },
    codeSecretTooWeak: false,
  };
}

/** The same random hours every run: a small linear congruential generator. */
function randomHours(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export interface RiderOutcome {
  sentAt: number;
  status: number;
  reference: string;
  /** When the office's copy went, if it did. */
  deliveredAt?: number;
  /** Whether a receipt was promised (the page said a copy is on its way). */
  copied: boolean;
}

export interface MonthSimulation {
  channel: 'cloudflare' | 'emailjs';
  riders: RiderOutcome[];
  attacker: { codeRequests: number; codesSent: number; messageRequests: number; messagesTaken: number };
  /** What EmailJS sent in the month simulated (what the outbox sends after it counts in the next). */
  emailjs: { codes: number; receipts: number; office: number };
  /** The lines the relay logged of the riders' messages it kept: why they waited. */
  waited: string[];
}

/** The day in Florida a moment falls on. */
function floridaDay(at: number): string {
  return new Date(at - 5 * hour).toISOString().slice(0, 10);
}

/** Whether a rider's message reached the office the day it was sent, as the office counts days. */
export function sameDay(rider: RiderOutcome): boolean {
  return rider.deliveredAt !== undefined && floridaDay(rider.deliveredAt) === floridaDay(rider.sentAt);
}

export async function simulateMonth(officeChannel: boolean): Promise<MonthSimulation> {
  const settings = settingsFor(officeChannel);
  const delivered = new Map<string, number>();
  const emailjs = { codes: 0, receipts: 0, office: 0 };
  const inTheMonth = (now: number) => now < simulatedMonth.start + simulatedMonth.days * day;
  const fake = fakeSending(settings, {
    start: simulatedMonth.start,
    office: (email, now) => {
      delivered.set(/MR-\w{6}/.exec(email.subject)?.[0] ?? '', now);
    },
    emailjs: (message, now) => {
      const counted = inTheMonth(now) ? 1 : 0;
      if (message.template_id === 'code_t') emailjs.codes += counted;
      else if (message.template_id === 'receipt_t') emailjs.receipts += counted;
      else {
        emailjs.office += counted;
        delivered.set(/MR-\w{6}/.exec(message.template_params['message'] ?? '')?.[0] ?? '', now);
      }
      return { sent: true };
    },
  });
  const { services } = fake;
  const end = simulatedMonth.start + simulatedMonth.days * day;
  const random = randomHours(2026);
  /** Who signs in for the next request. */
  let signedIn = { id: '', email: '' };
  services.verifyToken = () =>
    Promise.resolve({ ok: true, account: { provider: 'google', id: signedIn.id, email: signedIn.email, name: 'Sender' } });

  interface Actor {
    at: number;
    act: () => Promise<number>;
  }
  const attacker = { codeRequests: 0, codesSent: 0, messageRequests: 0, messagesTaken: 0 };
  let codeAddresses = 0;
  const actors: Actor[] = [];
  /** A flat-out sender tries again as soon as it is told it may, and at least every hour. */
  const again = (response: Response) => Math.min(Math.max(Number(response.headers.get('Retry-After') ?? '60'), 1) * 1000, hour);
  for (let network = 0; network < 10; network += 1) {
    const ip = `203.0.113.${String(network + 1)}`;
    actors.push({
      at: simulatedMonth.start,
      act: async () => {
        codeAddresses += 1;
        const request = new Request(`${site}${codePath}`, {
          method: 'POST',
          headers: { Origin: site, 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
          body: JSON.stringify({ fields: { fullName: 'Anyone', email: `anyone.${String(codeAddresses)}@catch-all.example` } }),
        });
        const response = await codeAnswer(request, settings, services);
        attacker.codeRequests += 1;
        if (response.status === 200) attacker.codesSent += 1;
        return response.status === 200 ? 6 * minute : again(response);
      },
    });
  }
  for (let account = 0; account < 5; account += 1) {
    actors.push({
      at: simulatedMonth.start,
      act: async () => {
        signedIn = { id: `attacker-${String(account)}`, email: `attacker${String(account)}@example.com` };
        const response = await relaySend(contact(`Attack ${String(attacker.messageRequests)}`), settings, services);
        attacker.messageRequests += 1;
        if (response.status === 200 || response.status === 202) attacker.messagesTaken += 1;
        return response.status === 200 || response.status === 202 ? minute : again(response);
      },
    });
  }
  const riders: RiderOutcome[] = [];
  let riderCount = 0;
  for (let date = 0; date < simulatedMonth.days; date += 1) {
    // Four riders a day, between 7 AM and 9 PM in Florida.
    for (let rider = 0; rider < 4; rider += 1) {
      const at = simulatedMonth.start + date * day + 12 * hour + Math.floor(random() * 14 * hour);
      actors.push({
        at,
        act: async () => {
          riderCount += 1;
          signedIn = { id: `rider-${String(riderCount)}`, email: `rider${String(riderCount)}@example.com` };
          const ride = new Date(at + 3 * day);
          const pickupDate = dateValue({
            month: String(ride.getUTCMonth() + 1),
            day: String(ride.getUTCDate()),
            year: String(ride.getUTCFullYear()),
          });
          const response = await relaySend(
            contact(`Ride ${String(riderCount)}`, { subject: 'cotizacion', pickupDate }),
            settings,
            services,
          );
          const body = (await response.json()) as { reference?: string; copyTo?: string | null };
          riders.push({ sentAt: at, status: response.status, reference: body.reference ?? '', copied: (body.copyTo ?? null) !== null });
          return Number.POSITIVE_INFINITY;
        },
      });
    }
  }

  for (;;) {
    const next = actors.reduce((soonest, actor) => (actor.at < soonest.at ? actor : soonest));
    if (next.at >= end) break;
    await fake.advance(Math.max(0, next.at - fake.clock()));
    next.at = fake.clock() + (await next.act());
    await fake.settle();
  }
  // What waits in the outbox has its three days to go.
  await fake.advance(end + keptForMs - fake.clock());
  await fake.settle();
  for (const rider of riders) {
    const at = delivered.get(rider.reference);
    if (at !== undefined) rider.deliveredAt = at;
  }
  const kept = new Set(riders.filter((rider) => rider.status === 202 || !sameDay(rider)).map((rider) => rider.reference));
  return {
    channel: officeChannel ? 'cloudflare' : 'emailjs',
    riders,
    attacker,
    emailjs,
    waited: fake.logged.filter((line) => [...kept].some((reference) => line.startsWith(reference))),
  };
}

/** A contact form to the relay, its fields as a visitor leaves them. */
function contact(message: string, more: Record<string, string> = {}): Request {
  return new Request(`${site}/api/send`, {
    method: 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      form: 'contact',
      credential: 'token',
      key: `simulated-${message.replace(/\W/g, '-')}-${String(Math.random()).slice(2, 10)}`,
      fields: { fullName: 'Sender', phone: '239-555-0100', email: 'sender@example.com', subject: 'consulta', message, ...more },
    }),
  });
}
