/**
 * The site's Worker, given where it runs (site-platform.ts): the Worker that ships (index.ts)
 * passes the platform's clock, Google's keys, EmailJS's API and Cloudflare's email; local mode
 * (stand-ins/relay-worker.ts) the stand-ins'. The platform serves `dist/` as static assets, with
 * its `_headers`, at addresses without `.html` and with the nearest 404 page, and hands this
 * Worker only what starts with /api/: `POST /api/send`, the forms' relay (relay.ts), and
 * `/api/code` and `/api/code/check`, the sign-in by a code sent by email (code-relay.ts).
 *
 * It lives beside the entry, not in it: workerd takes every named export of an entry as an
 * entrypoint, a handler or a class, and refuses to start on anything else (entries.test.ts).
 */
import { type EmailjsMessage, sendEmail } from './sending/emailjs';
import { publishedKeys, verifyGoogleToken } from './google-token';
import type { ObjectsEnv, SiteObjects } from './objects';
import { codeAnswer } from './code-relay';
import { relaySend } from './relay';
import type { SitePlatform } from './site-platform';
import type { SendAsk, SendKind } from './sending/month';
import { isCodeCredential, verifyCodeCredential } from './sign-in-code';
import { codeCheckPath, codePath } from '../src/forms/delivery/relay-protocol';
import { relaySettings } from './settings';

type Instance<Name extends keyof SiteObjects> = InstanceType<SiteObjects[Name]>;

export interface WorkerEnv extends ObjectsEnv {
  ASSETS: Fetcher;
  ACCOUNT_LIMITS: DurableObjectNamespace<Instance<'AccountLimit'>>;
  SIGN_IN_CODES: DurableObjectNamespace<Instance<'SignInCode'>>;
  OUTBOX: DurableObjectNamespace<Instance<'Outbox'>>;
}

/** The relay's path for messages. */
const relayPath = '/api/send';

/** The Worker's handler, given where it runs. */
export function siteWorker(platformOf: (env: WorkerEnv) => SitePlatform) {
  return {
    async fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (pathname !== relayPath && pathname !== codePath && pathname !== codeCheckPath) {
        return pathname.startsWith('/api/') ? new Response('Not Found', { status: 404 }) : env.ASSETS.fetch(request);
      }
      const platform = platformOf(env);
      const settings = relaySettings(env, platform.office(env) !== null);
      if ('missing' in settings) console.error(`The relay is missing its settings: ${settings.missing.join(', ')}`);
      const ready = 'missing' in settings ? null : settings;
      const pace = env.SENDING_PACE.get(env.SENDING_PACE.idFromName('emailjs'));
      const month = env.MONTHLY_SENDING.get(env.MONTHLY_SENDING.idFromName('emailjs'));
      const outbox = env.OUTBOX.get(env.OUTBOX.idFromName('office'));
      const limitOf = (key: string) => env.ACCOUNT_LIMITS.get(env.ACCOUNT_LIMITS.idFromName(key));
      const codeOf = (key: string) => env.SIGN_IN_CODES.get(env.SIGN_IN_CODES.idFromName(key));
      const { clock } = platform;
      const parts = {
        reserveSend: (ask: SendAsk, plan: number) => month.reserve(ask, plan),
        releaseSend: (kind: SendKind) => month.release(kind),
        slot: (maxWaitMs: number) => pace.slot(maxWaitMs),
        sendEmail: (message: EmailjsMessage) => sendEmail(platform.emailjsApi, message, platform.emailjsWaitMs),
        now: () => clock.now(),
        sleep: (ms: number) =>
          new Promise<void>((done) => {
            setTimeout(done, ms);
          }),
        log: (line: string) => {
          console.log(line);
        },
      };
      if (pathname !== relayPath) {
        return codeAnswer(request, ready, {
          ...parts,
          // Each kind's keys apart: an address's codes are never counted with an account's messages.
          reserveLimit: (kind, key) => limitOf(`${kind}:${key}`).reserve(kind),
          releaseLimit: (kind, key, at) => limitOf(`${kind}:${key}`).release(kind, at),
          keepCode: (key, ticketHash, hash) => codeOf(key).keep(ticketHash, hash),
          tryCode: (key, ticketHash, hash) => codeOf(key).try(ticketHash, hash),
          forgetCode: (key, ticketHash) => codeOf(key).forget(ticketHash),
        });
      }
      return relaySend(request, ready, {
        ...parts,
        // The relay's own sign-in, from a code by email, is never read as Google's, nor Google's as its own.
        // Google signs on the world's clock; the relay's own sign-in on the relay's.
        verifyToken: (credential) =>
          isCodeCredential(credential)
            ? verifyCodeCredential(credential, ready?.codeSignIn?.secret ?? null, new Date(clock.now()))
            : verifyGoogleToken(credential, publishedKeys(platform.googleKeys), ready?.googleClientId ?? ''),
        reserve: (key) => limitOf(key).reserve('account'),
        release: (key, at) => limitOf(key).release('account', at),
        answerFor: (id, waitMs) => outbox.answerFor(id, waitMs),
        handOver: (handover, waitMs) => outbox.handOver(handover, waitMs),
        waitUntil: (work) => {
          context.waitUntil(work);
        },
      });
    },
  };
}
