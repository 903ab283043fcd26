/**
 * The site's Worker, given where its outside services are: the Worker that ships (index.ts) passes
 * Google's keys and EmailJS's API, local mode (stand-ins/relay-worker.ts) the stand-ins'. The
 * platform serves `dist/` as static assets, with its `_headers`, at addresses without `.html` and
 * with the nearest 404 page, and hands this Worker only what starts with /api/: `POST /api/send`,
 * the forms' relay (relay.ts), and `/api/code` and `/api/code/check`, the sign-in by a code sent
 * by email (code-relay.ts).
 *
 * It lives beside the entry, not in it: workerd takes every named export of an entry as an
 * entrypoint, a handler or a class, and refuses to start on anything else (entries.test.ts).
 */
import { type EmailjsMessage, sendEmail } from './emailjs';
import { publishedKeys, verifyGoogleToken } from './google-token';
import type { AccountLimit, MonthlySending, SendingPace, SignInCode } from './objects';
import { codeAnswer } from './code-relay';
import { relaySend } from './relay';
import { isCodeCredential, verifyCodeCredential } from './sign-in-code';
import { codeCheckPath, codePath } from '../src/forms/delivery/relay-protocol';
import { type RelayVariables, relaySettings } from './settings';

export interface WorkerEnv extends RelayVariables {
  ASSETS: Fetcher;
  ACCOUNT_LIMITS: DurableObjectNamespace<AccountLimit>;
  SENDING_PACE: DurableObjectNamespace<SendingPace>;
  MONTHLY_SENDING: DurableObjectNamespace<MonthlySending>;
  SIGN_IN_CODES: DurableObjectNamespace<SignInCode>;
}

/** Where the relay finds Google's keys and EmailJS. */
export interface OutsideAddresses {
  googleKeys: string;
  emailjsApi: string;
  /** How long EmailJS has to answer: emailjs.ts's wait unless given (a test of the wait, in local mode). */
  emailjsWaitMs?: number;
}

/** The relay's path for messages. */
const relayPath = '/api/send';

/** The Worker's handler, given where its outside services are. */
export function siteWorker(addresses: OutsideAddresses) {
  return {
    async fetch(request: Request, env: WorkerEnv, context: ExecutionContext): Promise<Response> {
      const { pathname } = new URL(request.url);
      if (pathname !== relayPath && pathname !== codePath && pathname !== codeCheckPath) {
        return pathname.startsWith('/api/') ? new Response('Not Found', { status: 404 }) : env.ASSETS.fetch(request);
      }
      const settings = relaySettings(env);
      if ('missing' in settings) console.error(`The relay is missing its settings: ${settings.missing.join(', ')}`);
      const ready = 'missing' in settings ? null : settings;
      const pace = env.SENDING_PACE.get(env.SENDING_PACE.idFromName('emailjs'));
      const month = env.MONTHLY_SENDING.get(env.MONTHLY_SENDING.idFromName('emailjs'));
      const limitOf = (key: string) => env.ACCOUNT_LIMITS.get(env.ACCOUNT_LIMITS.idFromName(key));
      const codeOf = (key: string) => env.SIGN_IN_CODES.get(env.SIGN_IN_CODES.idFromName(key));
      const platform = {
        reserveSend: (kind: 'message' | 'receipt', plan: number) => month.reserve(kind, plan),
        releaseSend: (plan: number) => month.release(plan),
        slot: (maxWaitMs: number) => pace.slot(maxWaitMs),
        sendEmail: (message: EmailjsMessage) => sendEmail(addresses.emailjsApi, message, addresses.emailjsWaitMs),
        now: () => Date.now(),
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
          ...platform,
          // Each kind's keys apart: an address's codes are never counted with an account's messages.
          reserveLimit: (kind, key) => limitOf(`${kind}:${key}`).reserve(kind),
          releaseLimit: (kind, key, at) => limitOf(`${kind}:${key}`).release(kind, at),
          keepCode: (key, hash) => codeOf(key).keep(hash),
          tryCode: (key, hash) => codeOf(key).try(hash),
          forgetCode: (key) => codeOf(key).forget(),
        });
      }
      return relaySend(request, ready, {
        ...platform,
        // The relay's own sign-in, from a code by email, is never read as Google's, nor Google's as its own.
        verifyToken: (credential) =>
          isCodeCredential(credential)
            ? verifyCodeCredential(credential, ready?.codeSignIn?.secret ?? null)
            : verifyGoogleToken(credential, publishedKeys(addresses.googleKeys), ready?.googleClientId ?? ''),
        reserve: (key) => limitOf(key).reserve('account'),
        release: (key, at) => limitOf(key).release('account', at),
        waitUntil: (work) => {
          context.waitUntil(work);
        },
      });
    },
  };
}
