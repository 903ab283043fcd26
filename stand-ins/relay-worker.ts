/**
 * The site's Worker in local mode (wrangler.jsonc `env.local`): the same Worker, relay and
 * Durable Objects, trusting the Google stand-in's keys and sending to the EmailJS stand-in, both
 * served by the local site at STAND_INS_ORIGIN (server/serve.ts --stand-ins). Only this entry
 * names them: the Worker that ships trusts Google's keys alone.
 */
import { siteWorker, type WorkerEnv } from '../worker/site-worker.ts';
import { googleCertsPath } from './paths.ts';

export { AccountLimit, SendingPace } from '../worker/objects.ts';

export default {
  fetch(request: Request, env: WorkerEnv & { STAND_INS_ORIGIN?: string }, context: ExecutionContext): Promise<Response> {
    const origin = env.STAND_INS_ORIGIN ?? '';
    return siteWorker({ googleKeys: new URL(googleCertsPath, origin).href, emailjsApi: origin }).fetch(request, env, context);
  },
};
