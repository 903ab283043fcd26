/**
 * The site's Worker in local mode (wrangler.jsonc `env.local`): the same Worker, relay and
 * Durable Objects, trusting the Google stand-in's keys and sending to the EmailJS stand-in, both
 * served by the local site at STAND_INS_ORIGIN (server/serve.ts --stand-ins). Only this entry
 * names them: the Worker that ships trusts Google's keys alone.
 */
import { siteWorker, type WorkerEnv } from '../worker/site-worker.ts';
import { googleCertsPath } from './paths.ts';

export { AccountLimit, MonthlySending, SendingPace, SignInCode } from '../worker/objects.ts';

/** Local mode's variables: where the stand-ins answer, and how long a test lets the relay wait for EmailJS's. */
interface StandInsEnv {
  STAND_INS_ORIGIN?: string;
  STAND_INS_EMAILJS_WAIT_MS?: string;
}

export default {
  fetch(request: Request, env: WorkerEnv & StandInsEnv, context: ExecutionContext): Promise<Response> {
    const origin = env.STAND_INS_ORIGIN ?? '';
    const wait = Number(env.STAND_INS_EMAILJS_WAIT_MS);
    return siteWorker({
      googleKeys: new URL(googleCertsPath, origin).href,
      emailjsApi: origin,
      ...(wait > 0 ? { emailjsWaitMs: wait } : {}),
    }).fetch(request, env, context);
  },
};
