/**
 * The site's Worker, given where its outside services are: the Worker that ships (index.ts) passes
 * Google's keys and EmailJS's API, local mode (stand-ins/relay-worker.ts) the stand-ins'. The
 * platform serves `dist/` as static assets, with its `_headers`, at addresses without `.html` and
 * with the nearest 404 page, and hands this Worker only what starts with /api/: `POST /api/send`,
 * the forms' relay (relay.ts).
 *
 * It lives beside the entry, not in it: workerd takes every named export of an entry as an
 * entrypoint, a handler or a class, and refuses to start on anything else (entries.test.ts).
 */
import { sendEmail } from './emailjs';
import { publishedKeys, verifyGoogleToken } from './google-token';
import type { AccountLimit, MonthlySending, SendingPace } from './objects';
import { relaySend } from './relay';
import { type RelayVariables, relaySettings } from './settings';

export interface WorkerEnv extends RelayVariables {
  ASSETS: Fetcher;
  ACCOUNT_LIMITS: DurableObjectNamespace<AccountLimit>;
  SENDING_PACE: DurableObjectNamespace<SendingPace>;
  MONTHLY_SENDING: DurableObjectNamespace<MonthlySending>;
}

/** Where the relay finds Google's keys and EmailJS. */
export interface OutsideAddresses {
  googleKeys: string;
  emailjsApi: string;
  /** How long EmailJS has to answer: emailjs.ts's wait unless given (a test of the wait, in local mode). */
  emailjsWaitMs?: number;
}

/** The relay's path. */
const relayPath = '/api/send';

/** The Worker's handler, given where its outside services are. */
export function siteWorker(addresses: OutsideAddresses) {
  return {
    async fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (pathname !== relayPath) {
        return pathname.startsWith('/api/') ? new Response('Not Found', { status: 404 }) : env.ASSETS.fetch(request);
      }
      const settings = relaySettings(env);
      if ('missing' in settings) console.error(`The relay is missing its settings: ${settings.missing.join(', ')}`);
      const pace = env.SENDING_PACE.get(env.SENDING_PACE.idFromName('emailjs'));
      const month = env.MONTHLY_SENDING.get(env.MONTHLY_SENDING.idFromName('emailjs'));
      const limitOf = (key: string) => env.ACCOUNT_LIMITS.get(env.ACCOUNT_LIMITS.idFromName(key));
      return relaySend(request, 'missing' in settings ? null : settings, {
        verifyToken: (credential) =>
          verifyGoogleToken(credential, publishedKeys(addresses.googleKeys), 'missing' in settings ? '' : settings.googleClientId),
        reserve: (key) => limitOf(key).reserve(),
        release: (key, at) => limitOf(key).release(at),
        reserveSend: (kind, plan) => month.reserve(kind, plan),
        releaseSend: (plan) => month.release(plan),
        slot: (maxWaitMs) => pace.slot(maxWaitMs),
        sendEmail: (message) => sendEmail(addresses.emailjsApi, message, addresses.emailjsWaitMs),
        now: () => Date.now(),
        sleep: (ms) =>
          new Promise((done) => {
            setTimeout(done, ms);
          }),
        waitUntil: (work) => {
          context.waitUntil(work);
        },
        log: (line) => {
          console.log(line);
        },
      });
    },
  };
}
