/**
 * The site's Worker in local mode (wrangler.jsonc `env.local`): the same Worker, relay and
 * Durable Objects, trusting the Google stand-in's keys and sending to the EmailJS stand-in, both
 * served by the local site at STAND_INS_ORIGIN (server/serve.ts --stand-ins). Cloudflare's email
 * for the office is wrangler's own simulation of the `send_email` binding, offline; each email it
 * takes is dropped in the local inbox too, marked with its channel. Only this entry names the
 * stand-ins, and only it honours the settings a test gives (server/local-relay.ts): the Worker
 * that ships trusts Google's keys alone and runs on the platform's clock.
 */
import { type Clock, platformClock, shiftedClock } from '../worker/clock.ts';
import { siteObjects } from '../worker/objects.ts';
import type { SendEmailBinding, SitePlatform } from '../worker/site-platform.ts';
import { siteWorker } from '../worker/site-worker.ts';
import { googleCertsPath, officeMailPath } from './paths.ts';

/** Local mode's own settings, given by server/local-relay.ts. */
interface StandInsEnv {
  /** Where the stand-ins answer. */
  STAND_INS_ORIGIN?: string;
  /** How long the relay waits for the EmailJS stand-in's answer, in ms. */
  STAND_INS_EMAILJS_WAIT_MS?: string;
  /** How far the relay's clock is from the machine's, in ms: a test's own date. */
  STAND_INS_CLOCK_OFFSET_MS?: string;
  /** `off`: the Worker as an owner without Cloudflare's email has it, EmailJS carrying everything. */
  STAND_INS_OFFICE_EMAIL?: string;
  OFFICE_EMAIL?: SendEmailBinding;
}

/** The binding, and a copy of what it took in the local inbox, which may play a fault as EmailJS's stand-in does. */
function withLocalInbox(binding: SendEmailBinding, origin: string): SendEmailBinding {
  return {
    async send(message) {
      const sent = await binding.send(message);
      const copy = {
        ...message,
        attachments: (message.attachments ?? []).map((file) => ({ ...file, content: new TextDecoder().decode(file.content) })),
      };
      const dropped = await fetch(new URL(officeMailPath, origin), { method: 'POST', body: JSON.stringify(copy) });
      if (!dropped.ok) throw Object.assign(new Error(await dropped.text()), { code: 'E_STAND_IN_FAULT' });
      return sent;
    },
  };
}

const clocks = new Map<string, Clock>();

function platformOf(env: StandInsEnv): SitePlatform {
  const origin = env.STAND_INS_ORIGIN ?? '';
  const wait = Number(env.STAND_INS_EMAILJS_WAIT_MS);
  const offset = Number(env.STAND_INS_CLOCK_OFFSET_MS ?? 0);
  let clock = clocks.get(String(offset));
  if (clock === undefined) {
    clock = Number.isFinite(offset) && offset !== 0 ? shiftedClock(offset) : platformClock;
    clocks.set(String(offset), clock);
  }
  return {
    googleKeys: new URL(googleCertsPath, origin).href,
    emailjsApi: origin,
    ...(wait > 0 ? { emailjsWaitMs: wait } : {}),
    clock,
    office: (bound) => {
      const binding = (bound as StandInsEnv).OFFICE_EMAIL;
      return binding === undefined || env.STAND_INS_OFFICE_EMAIL === 'off' ? null : withLocalInbox(binding, origin);
    },
  };
}

const objects = siteObjects(platformOf);

export class AccountLimit extends objects.AccountLimit {}
export class SignInCode extends objects.SignInCode {}
export class SendingPace extends objects.SendingPace {}
export class MonthlySending extends objects.MonthlySending {}
export class Outbox extends objects.Outbox {}

export default siteWorker(platformOf);
